import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '@erp/api-client';
import { MESSAGES, type ReportFilters, type ReportFormat, type ReportKind } from '@erp/domain';
import { toasts } from '@erp/ui';
import { relatoriosApi } from '../../api/relatoriosApi';
import { openReportFile } from '../../api/openReportFile';
import { REPORTS_TEXTS } from '../../reportsTexts';
import { trackReport } from './trackReport';

/** Starting reports and following them to their end. */
export interface ReportGeneration {
  /** Starts `kind` in `format` with these filters; resolves once the server accepted or refused it. */
  generate(kind: ReportKind, format: ReportFormat, filters: ReportFilters): Promise<void>;
}

const ALREADY_PROCESSING = 406;

/**
 * Report generation (spec 001 §4, §8): a progress toast for up to 60 s; then, by socket or by the 10 s polling
 * fallback, a success toast and the file opened, or the red 'Erro ao gerar {name} {FORMAT}'. A 406 is the warning
 * 'Relatório já está sendo processado' (or the server's own words).
 */
export function useReportGeneration(): ReportGeneration {
  const followed = useRef(new Set<() => void>());

  // Leaving the page stops following; the job goes on and shows in the exported reports list.
  useEffect(() => {
    const stops = followed.current;
    return () => {
      for (const stop of stops) stop();
      stops.clear();
    };
  }, []);

  const generate = useCallback(async (kind: ReportKind, format: ReportFormat, filters: ReportFilters) => {
    const failed = MESSAGES.reports.failed(kind.title, format);
    const toastId = toasts.report(REPORTS_TEXTS.generating(kind.title, format), {
      title: kind.title,
      loading: true,
    });
    try {
      const job = await relatoriosApi.start(kind.id, format, filters);
      const stop = trackReport({ id: job.id, event: job.event, format }, (outcome) => {
        followed.current.delete(stop);
        toasts.hide(toastId);
        if (outcome.ok) {
          toasts.success(REPORTS_TEXTS.generated(kind.title, format));
          void openReportFile(outcome.url);
        } else {
          toasts.error(failed);
        }
      });
      followed.current.add(stop);
    } catch (error) {
      toasts.hide(toastId);
      if (isApiError(error) && error.status === ALREADY_PROCESSING) {
        toasts.warning(error.message || MESSAGES.reports.alreadyProcessing);
      } else {
        console.error('[reports] start failed', error);
        toasts.error(failed);
      }
    }
  }, []);

  return { generate };
}
