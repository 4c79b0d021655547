/**
 * The startup-space site's city pages (`/Bandung`, `/Jakarta`): which program `heldCityIds` count
 * as the city. Ids are BPS regency/city codes, as the program API uses (api/README.md): Kota
 * Bandung 3273; Jakarta's five cities 3171–3175.
 */
export interface CityPage {
  name: string
  cityIds: readonly number[]
  lead: string
}

export const CITY_PAGES = {
  bandung: {
    name: 'Bandung',
    cityIds: [3273],
    lead: 'Program dan kelas yang diselenggarakan di Bandung: belajar langsung, bertemu mentor, dan membangun jaringan.',
  },
  jakarta: {
    name: 'Jakarta',
    cityIds: [3171, 3172, 3173, 3174, 3175],
    lead: 'Program dan kelas yang diselenggarakan di Jakarta: belajar langsung, bertemu mentor, dan membangun jaringan.',
  },
} satisfies Record<string, CityPage>
