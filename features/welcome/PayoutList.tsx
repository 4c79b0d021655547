/**
 * Payouts, 10 a page (SPEC §9), filtered by status, bank and search, all in the URL (`?status=`,
 * `?bank=`, `?q=`, `?page=`). A user sees their own (the API decides); an administrator sees every
 * payout, decides the pending ones and marks the approved ones paid (PayoutDecision).
 */
import {
  usePayouts,
  useBanks,
  PAYOUT_STATUSES,
  type PayoutListParams,
  type PayoutStatus,
} from '../../api/payouts'
import { DateText } from '../../components/DateText'
import { FilterSelect } from '../../components/FilterSelect'
import { ListResults } from '../../components/ListResults'
import { Rupiah } from '../../components/Rupiah'
import { SearchBox } from '../../components/SearchBox'
import { TextSkeleton } from '../../components/Skeleton'
import { pageFrom, useUrlState, type UrlQuery } from '../../components/urlState'
import { PAYOUT_STATUS_LABEL } from '../account/labels'
import { hasDecision, PayoutDecision } from './PayoutDecision'

const isStatus = (v: string | undefined): v is PayoutStatus =>
  v !== undefined && (PAYOUT_STATUSES as readonly string[]).includes(v)

export function payoutParams(query: UrlQuery): PayoutListParams {
  return {
    page: pageFrom(query),
    status: isStatus(query.status) ? query.status : undefined,
    bank: query.bank || undefined,
    search: query.q || undefined,
  }
}

export function PayoutList({ admin }: { admin: boolean }) {
  const url = useUrlState()
  const params = payoutParams(url.query)
  const state = usePayouts(params)
  const { data: banks } = useBanks()
  const bankName = new Map((banks?.data ?? []).map((b) => [b.code, b.name]))
  const filtered = Boolean(params.status || params.bank || params.search)

  return (
    <div className="payouts">
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari pencairan" placeholder="Nama atau nomor rekening, catatan" />
        <FilterSelect
          url={url}
          param="status"
          label="Status"
          options={PAYOUT_STATUSES.map((s) => ({ value: s, label: PAYOUT_STATUS_LABEL[s] }))}
        />
        <FilterSelect
          url={url}
          param="bank"
          label="Bank"
          options={(banks?.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
        />
      </div>
      <ListResults
        state={state}
        url={url}
        what="Daftar pencairan"
        noun="pencairan"
        emptyTitle={filtered ? 'Tidak ada pencairan yang cocok dengan filter.' : 'Belum ada pencairan.'}
        pageLabel="Halaman pencairan"
        skeleton={<TextSkeleton lines={6} label="Memuat pencairan…" />}
      >
        {(payouts) => (
          <ul className="payout-list">
            {payouts.map((p) => (
              <li key={p.id} className="payout" data-payout-id={p.id}>
                <div className="payout__main">
                  <strong className="payout__amount">
                    <Rupiah amount={p.amount} />
                  </strong>
                  <span className={`badge badge--${p.status}`}>{PAYOUT_STATUS_LABEL[p.status]}</span>
                </div>
                <p className="payout__account">
                  {bankName.get(p.bankCode) ?? p.bankCode} · {p.accountNumber} · {p.accountName}
                </p>
                <p className="payout__meta">
                  {admin && <>{p.owner} · </>}
                  Diajukan <DateText value={p.createdAt} />
                  {p.note && <> · {p.note}</>}
                </p>
                {p.status === 'rejected' && p.reason && (
                  <p className="payout__reason">Alasan ditolak: {p.reason}</p>
                )}
                {admin && hasDecision(p.status) && <PayoutDecision payout={p} />}
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  )
}
