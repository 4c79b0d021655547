/**
 * The frame of the community pages (`/Testimoni`, `/Donasi`, `/Tes-DISC`): breadcrumbs, the one
 * heading and a lead in the site's words, then the page's sections, or a sentence that the site does
 * not offer it (features/community/offered.ts) with a way home.
 */
import type { ReactNode } from 'react'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { EmptyState } from '../../components/EmptyState'
import { Link } from '../../components/Link'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { offersPage } from './offered'
import '../showcase/styles.scss'

export function CommunityPage({
  path,
  title,
  lead,
  children,
}: {
  path: string
  title: string
  lead: ReactNode
  children: ReactNode
}) {
  const { tenant } = useSite()
  const offered = offersPage(tenant, path)
  return (
    <div className="container showcase community-page">
      <Breadcrumbs crumbs={[{ label: title }]} origin={siteOrigin(tenant)} />
      <h1>{title}</h1>
      {offered ? (
        <>
          <p className="lead">{lead}</p>
          {children}
        </>
      ) : (
        <EmptyState title={`Halaman ${title.toLowerCase()} belum tersedia di situs ini.`}>
          <Link href="/">Kembali ke halaman utama</Link>
        </EmptyState>
      )}
    </div>
  )
}
