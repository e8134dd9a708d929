import { useState } from 'react';
import { MESSAGES } from '@erp/domain';
import { toasts } from '@erp/ui';
import { AdminPage } from '../../layout/AdminPage';
import { avancoApi } from './avancoApi';
import { DangerModal } from './DangerModal';
import { EmpresaSearch, type EmpresaFound } from './EmpresaSearch';
import { PickedEmpresaCard } from './PickedEmpresaCard';

const T = MESSAGES.admin.excluirProdutos;
const B = MESSAGES.admin.empresaBusca;

/** `excluir-produtos` (product owner): every product of one company, confirmed by typing its name. */
export function ExcluirProdutosPage() {
  const [picked, setPicked] = useState<EmpresaFound | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <AdminPage title={T.title}>
      {picked ? (
        <PickedEmpresaCard
          picked={B.empresa(picked.empresa.nome, picked.empresa.id)}
          action={T.botao}
          onChange={() => setPicked(null)}
          onAction={() => setConfirming(true)}
        />
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
