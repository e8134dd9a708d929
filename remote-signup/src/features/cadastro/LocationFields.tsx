import { useState } from 'react';
import { Select } from '@mantine/core';
import { BUSINESS_SEGMENT_LABELS, BusinessSegment, MESSAGES, toOptions } from '@erp/domain';
import { useCitySearch } from './useCitySearch';
import { useUfs } from './useUfs';
import type { SignupFields } from './useSignupForm';

const LABELS = MESSAGES.signup.labels;
const SEGMENTS = toOptions(BusinessSegment, BUSINESS_SEGMENT_LABELS);
const ROLES = MESSAGES.signup.roles.map((role) => ({ value: role, label: role }));

/** The two-step screen's second step: state, city (searched as typed), business segment and role. */
export function LocationFields({ form }: { form: SignupFields }) {
  const { values, setFieldValue: set, errors } = form;
  const ufs = useUfs();
  const [cityQuery, setCityQuery] = useState('');
  const [cityLabel, setCityLabel] = useState<{ value: string; label: string } | null>(null);
  const cities = useCitySearch(values.estado, cityQuery);
  // The chosen city stays an option while the search shows others.
  const cityData = [
    ...(cityLabel && !cities.some((c) => String(c.id) === cityLabel.value) ? [cityLabel] : []),
    ...cities.map((c) => ({ value: String(c.id), label: c.nome })),
  ];
  /** A select of fixed choices (segment, role). */
  const choice = (field: 'seguimento' | 'cargo', data: readonly { value: string; label: string }[]) => (
    <Select
      label={LABELS[field]}
      data={data}
      value={values[field] || null}
      onChange={(value) => set(field, value ?? '')}
      error={errors[field]}
    />
  );
  return (
    <>
      <Select
        label={LABELS.estado}
        placeholder={MESSAGES.signup.selectState}
        data={ufs.map((uf) => ({ value: uf.uf, label: `${uf.nome} (${uf.uf})` }))}
        value={values.estado || null}
        onChange={(uf) => {
          set('estado', uf ?? '');
          set('cidade', '');
          setCityLabel(null);
          setCityQuery('');
        }}
        searchable
        error={errors.estado}
      />
      <Select
        label={LABELS.cidade}
        placeholder={MESSAGES.signup.citySearch}
        data={cityData}
        value={values.cidade || null}
        searchable
        searchValue={cityQuery}
        onSearchChange={setCityQuery}
        // The server already searched (accents, case); the list shows its answer as is.
        filter={({ options }) => options}
        nothingFoundMessage={values.estado ? MESSAGES.signup.cityNone : MESSAGES.signup.selectState}
        onChange={(id, option) => {
          set('cidade', id ?? '');
          setCityLabel(id ? { value: id, label: option.label } : null);
        }}
        disabled={!values.estado}
        error={errors.cidade}
      />
      {choice('seguimento', SEGMENTS)}
      {choice('cargo', ROLES)}
    </>
  );
}
