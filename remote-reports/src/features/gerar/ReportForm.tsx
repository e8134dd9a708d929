import type { ReactNode } from 'react';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { FINANCIAL_REPORT_STATUSES, type ReportFormat, type ReportKind } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { REPORTS_TEXTS } from '../../reportsTexts';
import { PeriodPickers } from './PeriodPickers';
import { EMPTY_REPORT_FORM, reportFiltersOf, reportFormErrors, type ReportFormValues } from './reportFilters';
import { useFilterOptions, type FilterList } from './useFilterOptions';
import { useReportGeneration } from './useReportGeneration';

const F = REPORTS_TEXTS.fields;
const STATUS_OPTIONS = FINANCIAL_REPORT_STATUSES.map((value) => ({
  value,
  label: REPORTS_TEXTS.financialStatus[value],
}));

type ChoiceField = 'filialId' | 'categoriaId' | 'vendedorId' | 'tipoPessoa' | 'tipoLancamento' | 'status';

/** The filters of one report (from the domain's report kinds) with its PDF and Excel buttons. */
export function ReportForm({ kind }: { kind: ReportKind }) {
  const uses = (name: keyof ReportFormValues) => (kind.filters as readonly string[]).includes(name);
  // The lists come from the API, within the user's company and branches; only the ones this report filters by.
  const lists: Record<FilterList, ReturnType<typeof useFilterOptions>> = {
    filiais: useFilterOptions('filiais', uses('filialId')),
    vendedores: useFilterOptions('vendedores', uses('vendedorId')),
    categorias: useFilterOptions('categorias', uses('categoriaId')),
  };
  const { generate } = useReportGeneration();
  // Messages appear only after a submit (spec 001 §5), and clear as the user corrects the field; one start at a time.
  const { form, busy, onSubmit } = useSubmittedForm<ReportFormValues>({
    initialValues: EMPTY_REPORT_FORM,
    validate: (values) => reportFormErrors(kind, values),
  });
  const { values } = form;
  const errors = form.errors as Partial<Record<keyof ReportFormValues, string>>;
  const set = (changes: Partial<ReportFormValues>) => form.setValues(changes);
  const submit = (format: ReportFormat) =>
    onSubmit((valid) => generate(kind, format, reportFiltersOf(kind, valid)))();

  /** A select; the lists the API gives are searchable, and say why they are empty while loading or failed. */
  const select = (
    field: ChoiceField,
    data: { value: string; label: string }[],
    options: { placeholder?: string; list?: FilterList } = {},
  ) => {
    const list = options.list ? lists[options.list] : undefined;
    return (
      <Select
        label={F[field]}
        data={data}
        value={values[field]}
        onChange={(value) => set({ [field]: value })}
        placeholder={options.placeholder}
        clearable
        searchable={list !== undefined}
        // Thousands of sellers or categories: the list draws the first matches, the search finds the rest.
        limit={list ? 100 : undefined}
        nothingFoundMessage={
          list?.loading
            ? REPORTS_TEXTS.loadingOptions
            : list?.failed
              ? REPORTS_TEXTS.optionsFailed
              : REPORTS_TEXTS.noOption
        }
        error={errors[field]}
      />
    );
  };

  const fields: ReactNode[] = [];
  if (uses('dataInicial') && uses('dataFinal'))
    fields.push(
      <PeriodPickers
        key="period"
        values={values}
        required={kind.periodRequired}
        errors={errors}
        onChange={(period) => set(period)}
      />,
    );
  if (uses('filialId'))
    fields.push(
      <div key="fi">
        {select('filialId', lists.filiais.data, { placeholder: REPORTS_TEXTS.allBranches, list: 'filiais' })}
      </div>,
    );
  if (uses('categoriaId'))
    fields.push(
      <div key="ca">
        {select('categoriaId', lists.categorias.data, {
          placeholder: REPORTS_TEXTS.allCategories,
          list: 'categorias',
        })}
      </div>,
    );
  if (uses('vendedorId'))
    fields.push(
      <div key="ve">
        {select('vendedorId', lists.vendedores.data, {
          placeholder: REPORTS_TEXTS.allSellers,
          list: 'vendedores',
        })}
      </div>,
    );
  if (uses('tipoPessoa'))
    fields.push(<div key="tp">{select('tipoPessoa', [...REPORTS_TEXTS.tipoPessoa])}</div>);
  if (uses('tipoLancamento'))
    fields.push(<div key="tl">{select('tipoLancamento', [...REPORTS_TEXTS.tipoLancamento])}</div>);
  if (uses('status')) fields.push(<div key="st">{select('status', STATUS_OPTIONS)}</div>);

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={kind.title}>
      <Stack>
        {fields.length > 0 ? <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{fields}</SimpleGrid> : null}
        <Group>
          {kind.formats.includes('pdf') ? (
            <Button leftSection={<IconFileTypePdf size={16} />} loading={busy} onClick={() => submit('pdf')}>
              {REPORTS_TEXTS.pdf}
            </Button>
          ) : null}
          {kind.formats.includes('xlsx') ? (
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={busy}
              onClick={() => submit('xlsx')}
            >
              {REPORTS_TEXTS.excelButton}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
