import { Button, Group, Select, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminRemoteArea } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { Figure } from '../../layout/Figure';
import { otherVersions } from './releaseArea';

const T = MESSAGES.admin.releases;

export interface CanaryPanelProps {
  row: AdminRemoteArea;
  busy: boolean;
  onStart(versao: string, percentual: number): void;
  onPromote(): void;
  onCancel(): void;
}

/** A running canary with its loads and errors (promote or cancel), or the form that starts one. */
export function CanaryPanel({ row, busy, onStart, onPromote, onCancel }: CanaryPanelProps) {
  const versions = otherVersions(row);
  const [versao, setVersao] = useState<string | null>(null);
  const [percentual, setPercentual] = useState(10);
  const { canary } = row;

  if (canary) {
    return (
      <Stack gap="xs">
        <Text fw={600}>{T.canaryRunning(canary.versao, canary.percentual)}</Text>
        <SimpleGrid cols={3}>
          <Figure compact label={T.carregamentos} value={canary.carregamentos} />
          <Figure compact label={T.erros} value={canary.erros} />
          {/* taxaErro is errors over all reports of the version (loads + errors), as a fraction. */}
          <Figure compact label={T.taxaErro} value={T.taxa(canary.taxaErro * 100)} />
        </SimpleGrid>
        <Group>
          <Button size="xs" onClick={onPromote} disabled={busy}>
            {T.promover}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            {T.cancelar}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (versions.length === 0) return null;
  return (
    <Stack gap="xs">
      <Select label={T.canaryVersao} data={versions} value={versao} onChange={setVersao} size="xs" w={200} />
      <Text size="sm">
        {T.canaryPercentual}: {percentual}%
      </Text>
      <Slider
        min={1}
        max={99}
        value={percentual}
        onChange={setPercentual}
        label={(value) => `${value}%`}
        thumbLabel={T.canaryPercentual}
      />
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={busy || versao === null}
          onClick={() => versao && onStart(versao, percentual)}
        >
          {T.canaryStart}
        </Button>
      </Group>
    </Stack>
  );
}
