/**
 * What a call of api/accounts.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/accounts.ts) read it, so neither
 * imports the other.
 */

export const SCHOOL_PAGE_SIZE = 10
export const DEMO_REQUEST_SUCCESS = 'Berhasil mengirim request'

// ----- signup, teams, me -----

export interface SignupCoderPayload {
  name: string
  email: string
  password: string
  phone?: string
}

export interface TeamMember {
  name: string
  email: string
}

export interface TeamRegisterPayload {
  teamName: string
  schoolNpsn?: string
  members: TeamMember[]
}

export interface AuthTeamRegisterPayload extends TeamRegisterPayload {
  leader: { name: string; email: string; password: string }
}

// ----- regions and schools -----

export interface SchoolListParams {
  page?: number
  perPage?: number
  search?: string
  cityId?: number
}

export interface SchoolRegisterPayload {
  /** 8-digit national school number. */
  npsn: string
  name: string
  cityId: number
  address: string
  email: string
  phone: string
  headmaster?: string
}

// ----- auth host -----

export interface Credentials {
  email: string
  password: string
}

// ----- SWR keys -----

export const accountKeys = {
  me: (tenantId: string) => ['user-me', tenantId] as const,
  userDetail: (tenantId: string) => ['user-detail', tenantId] as const,
  provinces: (tenantId: string) => ['provinces', tenantId] as const,
  cities: (tenantId: string, provinceId: number) => ['cities', tenantId, provinceId] as const,
  schools: (tenantId: string, p: SchoolListParams) => ['schools', tenantId, p] as const,
}
