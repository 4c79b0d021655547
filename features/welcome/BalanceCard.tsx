import { useBalance } from '../../api/payouts'
import { LoadError } from '../../components/LoadError'
import { Rupiah } from '../../components/Rupiah'
import { Skeleton } from '../../components/Skeleton'

/** Balance, what is waiting in payout requests, and what may still be requested. */
export function BalanceCard() {
  const { data, error, isValidating, mutate } = useBalance()
  if (!data && error)
    return (
      <LoadError what="Saldo" message={error.message} onRetry={() => void mutate()} retrying={isValidating} />
    )
  const b = data?.data
  return (
    <dl className="balance" aria-busy={!b}>
      <div>
        <dt>Saldo</dt>
        <dd data-testid="balance">
          {b ? <Rupiah amount={b.balance} free="Rp 0" /> : <Skeleton width="8rem" height="1.5rem" />}
        </dd>
      </div>
      <div>
        <dt>Dalam pengajuan</dt>
        <dd>
          {b ? <Rupiah amount={b.pendingPayout} free="Rp 0" /> : <Skeleton width="8rem" height="1.5rem" />}
        </dd>
      </div>
      <div>
        <dt>Dapat dicairkan</dt>
        <dd data-testid="available">
          {b ? <Rupiah amount={b.available} free="Rp 0" /> : <Skeleton width="8rem" height="1.5rem" />}
        </dd>
      </div>
    </dl>
  )
}
