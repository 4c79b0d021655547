export default {
  pageTitle: 'Jakarta',
  pageDescription:
    'Program dan kelas yang diselenggarakan di Jakarta: belajar langsung bersama mentor dan komunitas.',
}
