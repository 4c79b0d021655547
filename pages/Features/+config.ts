// Served by renderer/ on request. /Features/{slug} is the short address of an LMS feature page
// (SPEC §2 lists it beside /Lms/Features/{slug} without saying more; both show the same feature).
export default { prerender: false }
