/**
 * Paint first, then hydrate: every page's HTML is readable on its own (pre-rendered or rendered
 * here), so on a slow link its stylesheets, fonts and first image should have the bandwidth to
 * themselves until the page has painted. Vike ends each page with its client entry
 * (`<script type="module" async>`) and a `modulepreload` for every chunk the page imports; they
 * start at once and share the link with what the first paint needs. `paintFirst` replaces them with
 * one small inline script (`PAINT_FIRST_SCRIPT`, allowed by its hash in the CSP, renderer/headers.ts)
 * that requests the same files once the first frame is painted, in parallel as before, and then
 * evaluates them one chunk a task (the entry last) rather than all in the entry's one long task.
 *
 * Until the page is hydrated (shell/hydrated.ts), what the visitor does reaches React afterwards:
 * - a form React sends (one without an `action`) is held, not sent natively with what was typed in
 *   the address, and sent again once React handles it; a form with an `action` (the header's
 *   search) is meant to work without scripts and is sent as usual;
 * - what was typed or chosen is given back as change events: React's first renders set controlled
 *   fields to their state and would wipe it (React replays such changes only behind a flag its
 *   releases leave off); when the visitor leaves a typed field while React hydrates, what was typed
 *   in its form is given back then, before React checks it;
 * - a `<details>` opened or closed is announced with a `toggle` event, which React never saw;
 * - a scroll, tap or key press is recorded for shell/idle.ts, whose deferred work waits for one;
 * - until React listens (it does from `hydrateRoot` on, and then hydrates first what is tapped), a
 *   tap on a `type="button"` button, which only React acts on, reaches no one unless answered here:
 *   - a button that opens part of the page (the header's ☰, `data-opens`) is answered at once, since
 *     on a slow phone the scripts take seconds to arrive and run, and a menu that does nothing until
 *     then reads as broken; when React starts listening the part is put back as the server wrote it
 *     and the button tapped for React, whose state then holds it open (not tapped once more later:
 *     a toggle made twice would close it);
 *   - a button with an invoker command the browser carries out (the search button's `<dialog>`,
 *     `commandfor`) is answered by the browser, and the dialog's state is the DOM's, not React's;
 *   - the last tap on any other (a gallery photo, a tab, "Lainnya") is made again once the page is
 *     hydrated, once; a tap answered here after it means the visitor moved on, and it is dropped.
 *
 * A tab opened in the background paints nothing, so it starts at once. Where the HTML has no such
 * entry (the development server), the page is left as it is.
 *
 * Applied to every HTML page Vike renders: the build's pre-rendering (scripts/release/tenant.ts and
 * its reference, scripts/release/vike-prerender.ts) and the renderer's server renders (renderer/app.ts).
 */
import { createHash } from 'node:crypto'
import {
  ENGAGED_ATTRIBUTE,
  ENGAGEMENT_EVENTS,
  HYDRATED_ATTRIBUTE,
  HYDRATED_EVENT,
  LISTENING_ATTRIBUTE,
  LISTENING_EVENT,
  OPENS_ATTRIBUTE,
} from '../shell/hydrated'

export const PAINT_FIRST_SCRIPT = `(function (s) {
  var root = document.documentElement
  var started = false
  var typed = new Map()
  var toggled = new Set()
  var held = null
  var tapped = null
  var handedOver = false
  function hydrated() {
    return root.hasAttribute('${HYDRATED_ATTRIBUTE}')
  }
  function start() {
    if (started) return
    started = true
    var chunks = s.getAttribute('data-preload').split(' ').filter(Boolean)
    chunks.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
    // Vike lists a chunk before the chunks it imports: from the end, each import evaluates little
    // more than its own chunk, in a task of its own. Imported by the entry alone, they all ran in
    // one task of 250-370 ms at a phone's 4× CPU slowdown, and a tap in it waited for all of it.
    chunks.reverse()
    function next() {
      var href = chunks.shift()
      if (href === undefined) {
        import(s.getAttribute('data-entry')).catch(function (error) {
          console.warn('[paint-first] the page script did not load:', error)
        })
        return
      }
      // A chunk that fails here fails the entry too, which says so.
      import(href).then(later, later)
    }
    function later() {
      setTimeout(next, 0)
    }
    next()
  }
  function remember(event) {
    var field = event.target
    // Every field, in a form or not (a player's speed, a list's filter): React would reset each.
    if (!/^(?:INPUT|SELECT|TEXTAREA)$/.test(field.tagName)) return
    // Once React listens, what the visitor types reaches it directly: nothing to give back.
    if (hydrated()) {
      if (event.isTrusted) typed.delete(field)
      return
    }
    typed.set(field, field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value)
  }
  function giveBack(field, value) {
    if (!field.isConnected) return
    if (typeof value === 'boolean') {
      if (field.checked !== value) field.click()
      return
    }
    var type = field.tagName === 'SELECT' ? 'change' : 'input'
    // React sees a change against what it last saw in the field, which it reads when it hydrates the
    // field. Not hydrated yet, React would hydrate it on the change itself, after the value was
    // set, and see none: a first event has it hydrate the field (or, hydrated, changes nothing).
    field.dispatchEvent(new Event(type, { bubbles: true }))
    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set
    field.value = ''
    setter.call(field, value)
    field.dispatchEvent(new Event(type, { bubbles: true }))
  }
  function handOver() {
    handedOver = true
    typed.forEach(function (value, field) {
      giveBack(field, value)
    })
    typed.clear()
    toggled.forEach(function (details) {
      if (details.isConnected) details.dispatchEvent(new Event('toggle'))
    })
    toggled.clear()
    var sent = held
    held = null
    if (sent && sent.form.isConnected)
      setTimeout(function () {
        sent.form.requestSubmit(sent.submitter && sent.submitter.form === sent.form ? sent.submitter : undefined)
      }, 0)
    var button = tapped
    tapped = null
    if (button && button.isConnected && !button.disabled)
      setTimeout(function () {
        button.click()
      }, 0)
  }
  function engage() {
    root.setAttribute('${ENGAGED_ATTRIBUTE}', '')
  }
  ${JSON.stringify(ENGAGEMENT_EVENTS)}.forEach(function (type) {
    addEventListener(type, engage, { capture: true, passive: true, once: true })
  })
  // A field typed into before React listened and left while React hydrates (the visitor taps the
  // submit button): the tap has React hydrate the form at once, and React's blur handling then marks
  // the field visited and checks it against what React holds, still empty ("wajib diisi", or
  // "tidak sama" beside a password React has not been given): an error that pushes the button down
  // under the finger, so the tap lands beside it and nothing is sent. What was typed in that form
  // goes to React first, in the same event. A ticked box waits for the hand-over: React may not have
  // reset it yet.
  document.addEventListener('focusout', function (event) {
    var left = event.target
    if (handedOver || !root.hasAttribute('${LISTENING_ATTRIBUTE}') || typeof typed.get(left) !== 'string') return
    var given = []
    typed.forEach(function (value, field) {
      if (typeof value === 'string' && (field === left || (left.form && field.form === left.form)))
        given.push([field, value])
    })
    given.forEach(function (entry) {
      giveBack(entry[0], entry[1])
      // After: the change given back passes through \`remember\` too.
      typed.delete(entry[0])
    })
  }, true)
  document.addEventListener('input', remember, true)
  document.addEventListener('change', remember, true)
  document.addEventListener('toggle', function (event) {
    if (!hydrated() && event.target.tagName === 'DETAILS') toggled.add(event.target)
  }, true)
  // Held until the hand-over, and kept from React too: hydrating, React could send it itself with
  // fields it has not been given yet, and then once more when it is sent again.
  document.addEventListener('submit', function (event) {
    if (handedOver || event.target.hasAttribute('action')) return
    event.preventDefault()
    event.stopPropagation()
    held = { form: event.target, submitter: event.submitter }
  }, true)
  // The mark comes from an effect that React may run in the middle of its own handling of an event
  // (a key press can make it finish hydrating at once); a change given back from there can be
  // undone by that handling, so the hand-over waits for the next task.
  document.addEventListener('${HYDRATED_EVENT}', function () {
    setTimeout(handOver, 0)
  })
  var opened = new Set()
  function controlled(button) {
    return document.getElementById(button.getAttribute('aria-controls'))
  }
  // Whether the tap is answered without React: here (a part opened or closed) or by the browser.
  function answer(button) {
    if (button.hasAttribute('commandfor')) return 'commandForElement' in button
    var part = button.hasAttribute('${OPENS_ATTRIBUTE}') && controlled(button)
    if (!part) return false
    var open = part.classList.toggle(button.getAttribute('${OPENS_ATTRIBUTE}'))
    button.setAttribute('aria-expanded', String(open))
    if (open) opened.add(button)
    else opened.delete(button)
    return true
  }
  document.addEventListener('click', function (event) {
    if (root.hasAttribute('${LISTENING_ATTRIBUTE}') || !event.isTrusted || !event.target.closest) return
    var button = event.target.closest('button')
    if (button && button.type === 'button') tapped = answer(button) ? null : button
  }, true)
  // What was opened here goes back as the server wrote it and is tapped again for React, which
  // hydrates the button at once and opens it in its own state: what the visitor sees stays open.
  document.addEventListener('${LISTENING_EVENT}', function () {
    opened.forEach(function (button) {
      var part = controlled(button)
      if (!button.isConnected || !part) return
      part.classList.remove(button.getAttribute('${OPENS_ATTRIBUTE}'))
      button.setAttribute('aria-expanded', 'false')
      button.click()
    })
    opened.clear()
  })
  if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(start, 0) })
  else start()
})(document.currentScript)`

/** The CSP source that allows `PAINT_FIRST_SCRIPT` and nothing else inline. */
export const PAINT_FIRST_CSP = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`

const ENTRY = /<script src="([^"]+)" type="module" async><\/script>/
const PRELOAD = /[ \t]*<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">\n?/g

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

export function paintFirst(html: string): string {
  const entry = ENTRY.exec(html)
  if (!entry?.[1]) return html
  const preloads: string[] = []
  const withoutPreloads = html.replace(PRELOAD, (_, href: string) => {
    preloads.push(href)
    return ''
  })
  const boot =
    `<script data-entry="${escapeAttribute(entry[1])}" data-preload="${escapeAttribute(preloads.join(' '))}">` +
    `${PAINT_FIRST_SCRIPT}</script>`
  return withoutPreloads.replace(entry[0], () => boot)
}
