export default {
  pageTitle: 'Bandung',
  pageDescription:
    'Program dan kelas yang diselenggarakan di Bandung: belajar langsung bersama mentor dan komunitas.',
}
