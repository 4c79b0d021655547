// The desk is personal: nothing to pre-render. Replaces /Welcome's data (Vike passes a parent
// folder's `+data` down), so the frame does not carry the community sections' lists.
export function data() {
  return { fallback: {} }
}
