// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ListResults, type ListState } from '../../components/ListResults'
import type { UrlState } from '../../components/urlState'

afterEach(cleanup)

const url = { pathname: '/Kursus', query: { q: 'python', page: '2' } } as unknown as UrlState
const base: ListState<{ id: number; name: string }> = {
  data: undefined,
  error: undefined,
  isLoading: false,
  isValidating: false,
  mutate: () => undefined,
}

function view(state: ListState<{ id: number; name: string }>) {
  return render(
    <ListResults
      state={state}
      url={url}
      what="Kursus"
      noun="kursus"
      emptyTitle="Belum ada kursus."
      pageLabel="Halaman kursus"
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i.id}>{i.name}</li>
          ))}
        </ul>
      )}
    </ListResults>,
  )
}

describe('ListResults', () => {
  it('shows a labelled skeleton while the first page loads', () => {
    view({ ...base, isLoading: true })
    expect(screen.getByRole('status').textContent).toBe('Memuat kursus…')
    expect(screen.queryByText('Python Dasar')).toBeNull()
  })

  it('says why it failed and retries on the button', () => {
    const mutate = vi.fn()
    view({ ...base, error: { message: 'Server sedang bermasalah.' }, mutate })
    expect(screen.getByRole('alert').textContent).toContain(
      'Kursus belum dapat dimuat: Server sedang bermasalah.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(mutate).toHaveBeenCalledOnce()
  })

  it('counts, renders the items and links the pages', () => {
    view({
      ...base,
      data: {
        data: [
          { id: 1, name: 'Python Dasar' },
          { id: 2, name: 'Python Lanjut' },
        ],
        pagination: { page: 2, perPage: 2, totalItems: 1234, totalPages: 3 },
      },
    })
    expect(screen.getByText('1.234 kursus')).toBeTruthy()
    expect(screen.getByText('Python Lanjut')).toBeTruthy()
    const pages = screen.getByRole('navigation', { name: 'Halaman kursus' })
    expect(pages.querySelector('a[href*="page=3"]')).toBeTruthy()
  })

  it('names the search that found nothing, keeping the data it already had on a failed refresh', () => {
    view({
      ...base,
      error: { message: 'Koneksi terputus.' },
      data: { data: [], pagination: { page: 1, perPage: 6, totalItems: 0, totalPages: 1 } },
    })
    expect(screen.getByText('Belum ada kursus.')).toBeTruthy()
    expect(screen.getByText('python')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Koneksi terputus.')
  })
})
