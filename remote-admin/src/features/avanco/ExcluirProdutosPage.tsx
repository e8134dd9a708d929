import { Button, Card, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@erp/domain';
import { toasts } from '@erp/ui';
import { AdminPage } from '../../layout/AdminPage';
import { avancoApi } from './avancoApi';
import { DangerModal } from './DangerModal';
import { EmpresaSearch, type EmpresaFound } from './EmpresaSearch';

const T = MESSAGES.admin.excluirProdutos;
const B = MESSAGES.admin.empresaBusca;

/** `excluir-produtos` (product owner): every product of one company, confirmed by typing its name. */
export function ExcluirProdutosPage() {
  const [picked, setPicked] = useState<EmpresaFound | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <AdminPage title={T.title}>
      {picked ? (
        <Card withBorder>
          <Group justify="space-between">
            <Text>{B.empresa(picked.empresa.nome, picked.empresa.id)}</Text>
            <Group>
              <Button variant="default" onClick={() => setPicked(null)}>
                {B.trocar}
              </Button>
              <Button color="red" onClick={() => setConfirming(true)}>
                {T.botao}
              </Button>
            </Group>
          </Group>
        </Card>
      ) : (
        <EmpresaSearch onPick={setPicked} />
      )}
      {picked && confirming && (
        <DangerModal
          title={T.modalTitle}
          message={T.aviso(picked.empresa.nome)}
          nome={picked.empresa.nome}
          action={T.botao}
          onClose={() => setConfirming(false)}
          onConfirm={async (confirmacao) => {
            const excluidos = await avancoApi.excluirProdutos(picked.empresa.id, confirmacao);
            setConfirming(false);
            toasts.success(T.excluidos(excluidos));
          }}
        />
      )}
    </AdminPage>
  );
}
