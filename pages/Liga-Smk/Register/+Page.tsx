/**
 * `/Liga-Smk/Register`: step 1 registers the school (`v1/school/register`, through the
 * outbox, so it also works offline), step 2 registers its team (the team form with the school set).
 * A school already registered (409) can go straight to step 2 with its NPSN.
 */
import { useState } from 'react'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { Field, FormStatus } from '../../../components/Field'
import { useForm } from '../../../components/useForm'
import { rules, type Rule } from '../../../components/validation'
import { useSite } from '../../../shell/site'
import { useQueuedSubmit } from '../../../shell/outbox/useQueuedSubmit'
import { siteOrigin } from '../../../sites/apiContext'
import { RegionPicker } from '../../../features/account/RegionPicker'
import { TeamForm } from '../../../features/register/TeamForm'
import '../../../features/account/styles.scss'
import '../../../features/register/styles.scss'

const npsnRule: Rule = (v) => (!v.trim() || /^\d{8}$/.test(v.trim()) ? null : 'NPSN harus 8 digit angka.')

export default function Page() {
  const { tenant } = useSite()
  const send = useQueuedSubmit()
  const [registered, setRegistered] = useState<{ npsn: string; name: string } | null>(null)
  const form = useForm({
    initial: {
      npsn: '',
      name: '',
      provinceId: '',
      cityId: '',
      address: '',
      email: '',
      phone: '',
      headmaster: '',
    },
    rules: {
      npsn: [rules.required('NPSN'), npsnRule],
      name: [rules.required('Nama sekolah'), rules.maxLength(200)],
      provinceId: [rules.required('Provinsi')],
      cityId: [rules.required('Kota/Kabupaten')],
      address: [rules.required('Alamat'), rules.maxLength(500)],
      email: [rules.required('Email sekolah'), rules.email()],
      phone: [rules.required('Telepon sekolah'), rules.phone()],
      headmaster: [rules.maxLength(120)],
    },
    draftKey: 'draft:league-school',
    onSubmit: async (v) => {
      const school = {
        npsn: v.npsn.trim(),
        name: v.name.trim(),
        cityId: Number(v.cityId),
        address: v.address.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        headmaster: v.headmaster.trim() || undefined,
      }
      const outcome = await send({
        call: 'schoolRegister',
        label: `Pendaftaran ${school.name}`,
        input: school,
      })
      if (outcome.status && !outcome.queued) {
        setRegistered({ npsn: school.npsn, name: school.name })
        return { status: true, message: `${school.name} terdaftar. Lanjutkan dengan mendaftarkan timnya.` }
      }
      return outcome
    },
  })
  const province = form.field('provinceId')
  const city = form.field('cityId')
  return (
    <div className="container account-narrow">
      <Breadcrumbs
        crumbs={[{ label: 'Liga SMK', href: '/Liga-Smk' }, { label: 'Pendaftaran' }]}
        origin={siteOrigin(tenant)}
      />
      <h1>Daftar Liga SMK</h1>
      <ol className="register-steps">
        <li aria-current={registered ? undefined : 'step'}>Daftarkan sekolah</li>
        <li aria-current={registered ? 'step' : undefined}>Daftarkan tim</li>
      </ol>
      {!registered && (
        <form className="account-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
          <h2>1. Data sekolah</h2>
          <Field
            label="NPSN"
            field={form.field('npsn')}
            required
            hint="Nomor Pokok Sekolah Nasional, 8 digit."
          />
          <Field label="Nama sekolah" field={form.field('name')} required />
          <RegionPicker
            provinceId={province.value}
            cityId={city.value}
            onProvince={(v) => {
              province.onChange(v)
              province.onBlur()
            }}
            onCity={(v) => {
              city.onChange(v)
              if (v) city.onBlur()
            }}
            required
            provinceError={province.error}
            cityError={city.error}
          />
          <Field label="Alamat" as="textarea" rows={2} field={form.field('address')} required />
          <Field
            label="Email sekolah"
            type="email"
            field={form.field('email')}
            required
            autoComplete="email"
          />
          <Field label="Telepon sekolah" type="tel" field={form.field('phone')} required autoComplete="tel" />
          <Field label="Nama kepala sekolah (opsional)" field={form.field('headmaster')} />
          <FormStatus outcome={form.outcome} />
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? 'Mendaftarkan…' : 'Daftarkan sekolah'}
          </button>
        </form>
      )}
      {registered && (
        <>
          <FormStatus outcome={form.outcome} />
          <h2>2. Tim {registered.name}</h2>
          <TeamForm school={registered} />
        </>
      )}
    </div>
  )
}
