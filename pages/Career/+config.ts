// `/Career/{slug?}` is a server route (SPEC §2 parameterised): rendered by renderer/ on request.
export default { prerender: false }
