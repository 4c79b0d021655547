// Pre-rendered per tenant with its meta and the first reviews and aspirations (SPEC §2 entry path
// metamorfosa: the raw HTML already holds the page), then revalidated live.
export default { pageTitle: 'Metamorfosa' }
