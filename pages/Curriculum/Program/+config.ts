// Server-rendered on request by renderer/, never pre-rendered.
export default { prerender: false }
