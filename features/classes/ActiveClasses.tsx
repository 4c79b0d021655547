/** The active classes (`v1/class/active`), 6 a page with real page links: `/Overview`, `/Pesilat/Class`. */
import { useActiveClasses } from '../../api/classes'
import { ListResults } from '../../components/ListResults'
import { useUrlState } from '../../components/urlState'
import { activeParams } from './activeParams'
import { ClassCard } from './ClassCard'
import './styles.scss'

export function ActiveClasses({ title, lead }: { title: string; lead: string }) {
  const url = useUrlState()
  const state = useActiveClasses(activeParams(url.query))
  return (
    <div className="container classes-page">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <ListResults
        state={state}
        url={url}
        what="Kelas"
        noun="kelas aktif"
        emptyTitle="Belum ada kelas yang dibuka. Nantikan kelas berikutnya!"
        pageLabel="Halaman kelas aktif"
      >
        {(classes) => (
          <ul className="card-grid">
            {classes.map((item) => (
              <ClassCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  )
}
