import { useState } from 'react';
import { MESSAGES } from '@erp/domain';
import { toasts } from '@erp/ui';
import { AdminPage } from '../../layout/AdminPage';
import { avancoApi } from './avancoApi';
import { DangerModal } from './DangerModal';
import { EmpresaSearch, type EmpresaFound } from './EmpresaSearch';
import { PickedEmpresaCard } from './PickedEmpresaCard';

const T = MESSAGES.admin.excluirFilial;
const B = MESSAGES.admin.empresaBusca;

/** `excluir-filial` (product owner): one branch, confirmed by typing its company's name; never the only one (409). */
export function ExcluirFilialPage() {
  const [picked, setPicked] = useState<EmpresaFound | null>(null);
  const [confirming, setConfirming] = useState(false);
  const filial = picked?.filial;
  return (
    <AdminPage title={T.title}>
      {picked && filial ? (
        <PickedEmpresaCard
          picked={
            <>
              {B.filial(filial.nome, filial.id)} — {B.empresa(picked.empresa.nome, picked.empresa.id)}
            </>
          }
          action={T.botao}
          onChange={() => setPicked(null)}
          onAction={() => setConfirming(true)}
        />
      ) : (
        <EmpresaSearch porFilial onPick={setPicked} />
      )}
      {picked && filial && confirming && (
        <DangerModal
          title={T.modalTitle}
          message={T.aviso(filial.nome, picked.empresa.nome)}
          nome={picked.empresa.nome}
          action={T.botao}
          onClose={() => setConfirming(false)}
          onConfirm={async (confirmacao) => {
            await avancoApi.excluirFilial(filial.id, confirmacao);
            setConfirming(false);
            setPicked(null);
            toasts.success(T.excluida);
          }}
        />
      )}
    </AdminPage>
  );
}
