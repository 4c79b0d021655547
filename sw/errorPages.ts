/**
 * A page that failed (not found, backend error) has its page data answered with HTTP 200 by Vike:
 * `{"abortStatusCode":404,"pageId":"/pages/_error",…}`. Such data is never kept, so a good copy of
 * the page is not replaced by an error the visitor would then meet offline. HTML error
 * pages carry their real status (404/5xx) and are already refused by the status check (`CacheableResponsePlugin`, 200 only).
 */
export const noErrorPageData = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    if (!new URL(request.url).pathname.endsWith('.pageContext.json')) return response
    try {
      const data = (await response.clone().json()) as { abortStatusCode?: unknown; pageId?: unknown } | null
      return data && !data.abortStatusCode && data.pageId !== '/pages/_error' ? response : null
    } catch {
      return null
    }
  },
}
