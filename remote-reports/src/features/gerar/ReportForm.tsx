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
type Choice = { value: string; label: string };

/** The form's selects, in their order: a list the API gives (with what an empty choice means) or fixed choices. */
const SELECTS: readonly ({ field: ChoiceField } & (
  { list: FilterList; placeholder: string } | { choices: Choice[] }
))[] = [
  { field: 'filialId', list: 'filiais', placeholder: REPORTS_TEXTS.allBranches },
  { field: 'categoriaId', list: 'categorias', placeholder: REPORTS_TEXTS.allCategories },
  { field: 'vendedorId', list: 'vendedores', placeholder: REPORTS_TEXTS.allSellers },
  { field: 'tipoPessoa', choices: [...REPORTS_TEXTS.tipoPessoa] },
  { field: 'tipoLancamento', choices: [...REPORTS_TEXTS.tipoLancamento] },
  { field: 'status', choices: STATUS_OPTIONS },
];

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
  const select = (spec: (typeof SELECTS)[number]) => {
    const { field } = spec;
    const list = 'list' in spec ? lists[spec.list] : undefined;
    return (
      <Select
        label={F[field]}
        data={'choices' in spec ? spec.choices : lists[spec.list].data}
        value={values[field]}
        onChange={(value) => set({ [field]: value })}
        placeholder={'placeholder' in spec ? spec.placeholder : undefined}
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
  for (const spec of SELECTS) if (uses(spec.field)) fields.push(<div key={spec.field}>{select(spec)}</div>);

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
