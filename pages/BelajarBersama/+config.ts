// Pre-rendered per tenant with the festival class overview baked in (SPEC §2 entry path
// belajarbersama: the class overview of the festival's fixed slug), then revalidated live.
export default { pageTitle: 'Belajar Bersama' }
