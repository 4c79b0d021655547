import { describe, expect, it } from 'vitest'
import { RenderGate } from '../../renderer/renderGate'

/** A render that finishes when the test says so. */
function pending() {
  let finish!: () => void
  const done = new Promise<string>((resolve) => (finish = () => resolve('rendered')))
  return { render: () => done, finish }
}

describe('the render gate', () => {
  it('always admits its minimum, and never more than its maximum', async () => {
    const gate = new RenderGate({ minInFlight: 2, maxInFlight: 3, budgetMs: 1e9, lagMs: () => 0 })
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

  it('refuses a render that would wait longer than the budget at the rate renders complete', async () => {
    let t = 0
    const gate = new RenderGate({
      minInFlight: 1,
      maxInFlight: 1000,
      budgetMs: 1000,
      now: () => t,
      lagMs: () => 0,
    })
    // 10 renders a second complete (5 in each half-second bucket).
    for (let i = 0; i < 10; i++) {
      await gate.run(
        async () => 'rendered',
        () => 'busy',
      )
      t += 100
    }
    expect(gate.rate()).toBeGreaterThan(6)
    expect(gate.rate()).toBeLessThan(14)
    // At ~10 a second, 1 s of budget holds about 10 renders in flight, not 20.
    const jobs = Array.from({ length: 20 }, pending)
    const answers = jobs.map((j) => gate.run(j.render, () => 'busy'))
    expect(gate.running()).toBeGreaterThanOrEqual(6)
    expect(gate.running()).toBeLessThanOrEqual(14)
    jobs.forEach((j) => j.finish())
    const results = await Promise.all(answers)
    expect(results.filter((r) => r === 'busy').length).toBe(gate.refused())
  })

  it('refuses every render past the minimum while the event loop lags', async () => {
    let lag = 0
    const gate = new RenderGate({
      minInFlight: 1,
      maxInFlight: 100,
      budgetMs: 1e9,
      maxLagMs: 200,
      lagMs: () => lag,
    })
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

  it('forgets a rate a second after the last completion', async () => {
    let t = 0
    const gate = new RenderGate({ now: () => t, lagMs: () => 0 })
    for (let i = 0; i < 5; i++)
      await gate.run(
        async () => 'x',
        () => 'busy',
      )
    expect(gate.rate()).toBeGreaterThan(0)
    t += 1500
    expect(gate.rate()).toBe(0)
  })
})
