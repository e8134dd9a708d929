import { useState, type ReactNode } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { FINANCIAL_REPORT_STATUSES, type ReportFormat, type ReportKind } from '@erp/domain';
import { REPORTS_TEXTS } from '../../reportsTexts';
import { EMPTY_REPORT_FORM, reportFiltersOf, reportFormErrors, type ReportFormValues } from './reportForm';
import { useFiliais } from './useFiliais';
import { useReportGeneration } from './useReportGeneration';

const F = REPORTS_TEXTS.fields;
const STATUS_OPTIONS = FINANCIAL_REPORT_STATUSES.map((value) => ({
  value,
  label: REPORTS_TEXTS.financialStatus[value],
}));

/** The filters of one report (from the domain's report kinds) with its PDF and Excel buttons. */
export function ReportForm({ kind }: { kind: ReportKind }) {
  const [values, setValues] = useState<ReportFormValues>(EMPTY_REPORT_FORM);
  const [submitted, setSubmitted] = useState(false);
  const filiais = useFiliais();
  const { generate, starting } = useReportGeneration();
  // Messages appear only after a submit (spec 001 §5), and clear as the user corrects the field.
  const errors = submitted ? reportFormErrors(kind, values) : {};
  const set = <K extends keyof ReportFormValues>(field: K, value: ReportFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const uses = (name: keyof ReportFormValues) => (kind.filters as readonly string[]).includes(name);

  const submit = (format: ReportFormat) => {
    setSubmitted(true);
    if (Object.keys(reportFormErrors(kind, values)).length > 0) return;
    void generate(kind, format, reportFiltersOf(kind, values));
  };

  const text = (field: 'dataInicial' | 'dataFinal' | 'categoriaId' | 'vendedorId', extra: object = {}) => (
    <TextInput
      label={F[field]}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      withAsterisk={kind.periodRequired && (field === 'dataInicial' || field === 'dataFinal')}
      {...extra}
    />
  );
  const select = (
    field: 'filialId' | 'tipoPessoa' | 'tipoLancamento' | 'status',
    data: { value: string; label: string }[],
    placeholder?: string,
  ) => (
    <Select
      label={F[field]}
      data={data}
      value={values[field]}
      onChange={(value) => set(field, value)}
      placeholder={placeholder}
      clearable
      error={errors[field]}
    />
  );

  const fields: ReactNode[] = [];
  if (uses('dataInicial'))
    fields.push(<div key="di">{text('dataInicial', { placeholder: REPORTS_TEXTS.datePlaceholder })}</div>);
  if (uses('dataFinal'))
    fields.push(<div key="df">{text('dataFinal', { placeholder: REPORTS_TEXTS.datePlaceholder })}</div>);
  if (uses('filialId'))
    fields.push(<div key="fi">{select('filialId', filiais, REPORTS_TEXTS.allBranches)}</div>);
  if (uses('categoriaId')) fields.push(<div key="ca">{text('categoriaId', { inputMode: 'numeric' })}</div>);
  if (uses('vendedorId')) fields.push(<div key="ve">{text('vendedorId', { inputMode: 'numeric' })}</div>);
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
            <Button
              leftSection={<IconFileTypePdf size={16} />}
              loading={starting}
              onClick={() => submit('pdf')}
            >
              {REPORTS_TEXTS.pdf}
            </Button>
          ) : null}
          {kind.formats.includes('xlsx') ? (
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={starting}
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
