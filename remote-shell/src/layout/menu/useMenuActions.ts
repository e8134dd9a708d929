import { useCallbackRef } from '@mantine/hooks';
import { useNavigate } from 'react-router-dom';
import { AreaClienteSchema, getApi } from '@erp/api-client';
import { routeTo } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { showApiError } from '@erp/ui';
import type { NavItem } from '../navbar/navItem';

function openDocument(url: string | undefined): void {
  if (url) window.open(url, '_blank', 'noopener');
}

/**
 * What the sidebar's action entries do (the Assinatura group of spec 001 §6): the plans page for plans and
 * additional modules, the brand's documents in a new tab, the customer area of the billing system in a new tab.
 */
export function useMenuActions(): (item: NavItem) => void {
  // The router's navigate is a new function after every route change; the callback stays the same one, so that the
  // sidebar's entries (memoised on it) are not all drawn again on every page the user opens.
  const navigate = useNavigate();
  return useCallbackRef((item: NavItem) => {
    const { config, user } = sessionStore.getState();
    switch (item.action) {
      case 'planos':
      case 'modulosAdicionais':
        navigate(routeTo.planos());
        break;
      case 'politicaPrivacidade':
        openDocument(config?.documentos.privacidade);
        break;
      case 'termos':
        openDocument(config?.documentos.termos);
        break;
      case 'areaCliente':
        if (!user) break;
        getApi()
          .get(`Usuarios/gerarTokenSuperlogica/${user.filialSelecionada}`, AreaClienteSchema)
          .then(({ url }) => openDocument(url))
          .catch(showApiError);
        break;
      default:
        break;
    }
  });
}
