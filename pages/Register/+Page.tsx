/**
 * `/Register`: what signing up means on this site (sites/registry.ts `coderSignUp`, the one source).
 * The coding school keeps SPEC's coder and team registration here, with the plain learner account
 * offered above it (features/register/CoderRegistration); every other site creates a learner account
 * through the central sign-up, in its own words (features/register/LearnerSignUp). The choice is
 * made at build time per tenant, so the raw HTML already holds the right page.
 */
import { useSite } from '../../shell/site'
import { CoderRegistration } from '../../features/register/CoderRegistration'
import { LearnerSignUp } from '../../features/register/LearnerSignUp'

export default function Page() {
  return useSite().tenant.coderSignUp ? <CoderRegistration /> : <LearnerSignUp />
}
