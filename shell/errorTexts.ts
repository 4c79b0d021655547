/** Screen texts of the loading/error screen (SPEC §2), verbatim. */
export const NOT_FOUND_TEXT = 'Oops.. Maaf halaman tidak ditemukan'
export const ERROR_TEXT = 'Opps.. Maaf terjadi kesalahan pada website'
export const HOME_LINK_TEXT = 'Kembali ke halaman utama'
export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page'
export const ERROR_PAGE_HOME_TEXT = 'Go back to home'
