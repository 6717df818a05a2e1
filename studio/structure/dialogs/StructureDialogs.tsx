import type { ReactNode } from 'react';
import { useState } from 'react';
import { useReloadStructureLists } from '@runtime/shared/structure/data';
import type { DialogRequest } from './dialogRequest';
import { StructureDialogContext } from './dialogRequest';

/**
 * The one place where the tree's add and edit actions meet the structure dialogs
 * (runtime/shared/structure/dialogs): whichever dialog is asked for is shown, and when it saved,
 * every structure list on screen is read again.
 */
export function StructureDialogs({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const reload = useReloadStructureLists();
  const close = (changed: boolean) => {
    setRequest(null);
    if (changed) void reload();
  };
  return (
    <StructureDialogContext value={setRequest}>
      {children}
      {request && <OpenedDialog request={request} onClose={close} />}
    </StructureDialogContext>
  );
}

// The dialogs come from branch structure-dialogs; until it is merged no dialog opens.
function OpenedDialog(_props: { request: DialogRequest; onClose: (changed: boolean) => void }) {
  return null;
}
