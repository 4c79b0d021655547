/**
 * A `fetch` made of XMLHttpRequest, for the one thing fetch cannot do: report how much of a request
 * body was sent (an upload's progress bar). The api client swaps it in for a call that asks for
 * progress (`onUploadProgress`), so headers, time-out, errors and parsing stay the client's.
 */
export function xhrFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const xhr = new XMLHttpRequest()
      xhr.open(init.method ?? 'GET', url)
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
      }
      const signal = init.signal
      const abort = () => xhr.abort()
      if (signal?.aborted) return reject(signal.reason)
      signal?.addEventListener('abort', abort, { once: true })
      const done = () => signal?.removeEventListener('abort', abort)
      xhr.onabort = () => {
        done()
        reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
      }
      // As fetch does: a network failure is a TypeError, an HTTP error status is a response.
      xhr.onerror = () => {
        done()
        reject(new TypeError('Failed to fetch'))
      }
      xhr.onload = () => {
        done()
        onProgress(1)
        const headers = new Headers()
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':')
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
        }
        const empty = xhr.status === 204 || xhr.status === 304
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }))
      }
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null)
    })
}
