/**
 * Province → city pickers (`v1/authorizer/provinces`, `v1/authorizer/cities?provinceId=`), and a
 * school search inside the chosen city (`v1/school/list`). Each list shows its loading state and,
 * on failure, why and a retry; a changed province clears the city below it.
 */
import { useEffect, useId, useState } from 'react'
import { useCities, useProvinces, useSchools } from '../../api/accounts'

function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  onRetry,
  disabled,
  required,
  fieldError,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  options: { value: string; label: string }[]
  placeholder: string
  error?: string
  onRetry?: () => void
  disabled?: boolean
  required?: boolean
  fieldError?: string | null
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`field${fieldError ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error">
          {label} belum dapat dimuat: {error}{' '}
          {onRetry && (
            <button type="button" className="button button--small" onClick={onRetry}>
              Coba lagi
            </button>
          )}
        </p>
      )}
      {fieldError && (
        <p id={errorId} className="field__error">
          {fieldError}
        </p>
      )}
    </div>
  )
}

export function RegionPicker({
  provinceId,
  cityId,
  onProvince,
  onCity,
  required,
  provinceError,
  cityError,
}: {
  provinceId: string
  cityId: string
  onProvince: (id: string) => void
  onCity: (id: string) => void
  required?: boolean
  /** A required picker's message, from the form's rules (shown after submit or leaving the field). */
  provinceError?: string | null
  cityError?: string | null
}) {
  const provinces = useProvinces()
  const cities = useCities(provinceId ? Number(provinceId) : null)
  return (
    <>
      <Select
        label="Provinsi"
        value={provinceId}
        required={required}
        placeholder={provinces.data ? 'Pilih provinsi' : 'Memuat provinsi…'}
        options={(provinces.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        error={provinces.error?.message}
        onRetry={() => void provinces.mutate()}
        onChange={(v) => {
          onProvince(v)
          onCity('')
        }}
        fieldError={provinceError}
      />
      <Select
        label="Kota/Kabupaten"
        value={cityId}
        required={required}
        disabled={!provinceId}
        placeholder={!provinceId ? 'Pilih provinsi dahulu' : cities.data ? 'Pilih kota/kabupaten' : 'Memuat…'}
        options={(cities.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        error={cities.error?.message}
        onRetry={() => void cities.mutate()}
        onChange={onCity}
        fieldError={cityError}
      />
    </>
  )
}

/** Province, city, then a school of that city found by name. `onSchool('')` = none chosen. */
export function SchoolPicker({ npsn, onSchool }: { npsn: string; onSchool: (npsn: string) => void }) {
  const [provinceId, setProvinceId] = useState('')
  const [cityId, setCityId] = useState('')
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const searchId = useId()
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 400)
    return () => clearTimeout(timer)
  }, [text])
  const schools = useSchools(
    cityId ? { cityId: Number(cityId), search: search || undefined, perPage: 10 } : null,
  )
  const found = schools.data?.data ?? []
  return (
    <>
      <RegionPicker
        provinceId={provinceId}
        cityId={cityId}
        onProvince={setProvinceId}
        onCity={(v) => {
          setCityId(v)
          onSchool('')
        }}
      />
      <div className="field">
        <label htmlFor={searchId} className="field__label">
          Cari sekolah
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          disabled={!cityId}
          placeholder={cityId ? 'Nama sekolah' : 'Pilih kota/kabupaten dahulu'}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Select
        label="Sekolah"
        value={npsn}
        disabled={!cityId}
        placeholder={
          !cityId
            ? 'Pilih kota/kabupaten dahulu'
            : schools.data
              ? found.length
                ? `Pilih sekolah (${schools.data.pagination.totalItems} ditemukan)`
                : 'Tidak ada sekolah yang cocok'
              : 'Memuat sekolah…'
        }
        options={found.map((s) => ({ value: s.npsn, label: `${s.name} (NPSN ${s.npsn})` }))}
        error={schools.error?.message}
        onRetry={() => void schools.mutate()}
        onChange={onSchool}
      />
    </>
  )
}
