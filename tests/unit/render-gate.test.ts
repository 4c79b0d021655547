import { describe, expect, it } from 'vitest'
import { RenderGate } from '../../renderer/renderGate'

/** A render that finishes when the test says so. */
function pending() {
  let finish!: () => void
  const done = new Promise<string>((resolve) => (finish = () => resolve('rendered')))
  return { render: () => done, finish }
}

/** A gate on a clock the test moves, with no event-loop delay unless told. */
function gateAt(options: ConstructorParameters<typeof RenderGate>[0] = {}) {
  const clock = { t: 0 }
  const gate = new RenderGate({ now: () => clock.t, lagMs: () => 0, ...options })
  /** One render that takes `ms` on the test's clock. */
  const renderTaking = async (ms: number) => {
    const job = pending()
    const answer = gate.run(job.render, () => 'busy')
    clock.t += ms
    job.finish()
    return answer
  }
  return { gate, clock, renderTaking }
}

describe('the render gate', () => {
  it('always admits its minimum, and never more than its maximum', async () => {
    const { gate } = gateAt({ minInFlight: 2, maxInFlight: 3 })
    const jobs = Array.from({ length: 5 }, pending)
    const answers = jobs.map((j) => gate.run(j.render, () => 'busy'))
    expect(gate.running()).toBe(3)
    expect(gate.refused()).toBe(2)
    jobs.forEach((j) => j.finish())
    expect(await Promise.all(answers)).toEqual(['rendered', 'rendered', 'rendered', 'busy', 'busy'])
    expect(gate.running()).toBe(0)
    // Freed: the next render runs.
    expect(
      await gate.run(
        async () => 'rendered',
        () => 'busy',
      ),
    ).toBe('rendered')
  })

  it('takes a burst up to the maximum while renders finish within the budget', async () => {
    const { gate, renderTaking } = gateAt({ minInFlight: 2, maxInFlight: 50, budgetMs: 800 })
    for (let i = 0; i < 5; i++) expect(await renderTaking(150)).toBe('rendered')
    const jobs = Array.from({ length: 40 }, pending)
    const answers = jobs.map((j) => gate.run(j.render, () => 'busy'))
    expect(gate.refused()).toBe(0)
    jobs.forEach((j) => j.finish())
    expect((await Promise.all(answers)).every((a) => a === 'rendered')).toBe(true)
  })

  it('refuses renders past the minimum while recent renders took longer than the budget, and recovers', async () => {
    const { gate, renderTaking } = gateAt({ minInFlight: 2, maxInFlight: 50, budgetMs: 800 })
    for (let i = 0; i < 10; i++) await renderTaking(2000)
    expect(gate.recentMs()).toBeGreaterThan(800)
    const held = [pending(), pending()]
    const running = held.map((j) => gate.run(j.render, () => 'busy'))
    expect(
      await gate.run(
        async () => 'rendered',
        () => 'busy',
      ),
    ).toBe('busy')
    held.forEach((j) => j.finish())
    await Promise.all(running)
    // The renders the minimum admits are fast again: the average falls and the gate opens.
    for (let i = 0; i < 15; i++) await renderTaking(100)
    expect(gate.recentMs()).toBeLessThan(800)
    const jobs = Array.from({ length: 10 }, pending)
    const answers = jobs.map((j) => gate.run(j.render, () => 'busy'))
    jobs.forEach((j) => j.finish())
    expect((await Promise.all(answers)).every((a) => a === 'rendered')).toBe(true)
  })

  it('refuses every render past the minimum while the event loop lags', async () => {
    let lag = 0
    const gate = new RenderGate({ minInFlight: 1, maxInFlight: 100, maxLagMs: 200, lagMs: () => lag })
    const first = pending()
    const held = gate.run(first.render, () => 'busy')
    expect(
      await gate.run(
        async () => 'rendered',
        () => 'busy',
      ),
    ).toBe('rendered')
    lag = 600
    expect(
      await gate.run(
        async () => 'rendered',
        () => 'busy',
      ),
    ).toBe('busy')
    lag = 10
    expect(
      await gate.run(
        async () => 'rendered',
        () => 'busy',
      ),
    ).toBe('rendered')
    first.finish()
    expect(await held).toBe('rendered')
  })
})
