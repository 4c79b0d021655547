/**
 * The learning festival's class (SPEC §2: /BelajarBersama shows the class overview of a fixed
 * festival slug). Answers `v1/class/overview` for that slug only and hands every other slug on to
 * the class module, so the seeded class list (30 classes) stays as it is. Registered before it.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { item } from '../http'
import { absolute } from '../http-origin'
import { daysBefore } from '../seed/random'

/** Same value as content/festival.ts FESTIVAL_CLASS_SLUG (the sandbox imports nothing of the app). */
export const FESTIVAL_CLASS_SLUG = 'belajar-bersama-festival'

export const festival: SandboxModule = {
  register({ hosts }: SandboxContext) {
    hosts.services.get('/v1/class/overview', async (c, next) => {
      if (c.req.query('slug') !== FESTIVAL_CLASS_SLUG) return next()
      return item(c, {
        id: 9001,
        slug: FESTIVAL_CLASS_SLUG,
        code: 'FEST001',
        classroomId: 9001,
        name: 'Festival Belajar Bersama',
        description:
          'Kelas terbuka festival Belajar Bersama: sesi pemrograman, data dan desain untuk pemula, lokakarya bersama mentor dan pameran karya peserta.',
        logo: absolute(c, '/drive/img/class/festival.svg'),
        state: 'open',
        level: 'beginner',
        type: 'hybrid',
        programId: null,
        price: 0,
        startDate: daysBefore(-30),
        preClass: false,
        program: null,
        weeks: 1,
      })
    })
  },
}
