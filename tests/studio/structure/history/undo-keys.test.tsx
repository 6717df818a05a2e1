import { screen } from '@testing-library/react';
import { useStructureActions } from '@runtime/shared/structure/data';
import { StructureHistoryProvider, UndoRedoButtons } from '@studio/structure/history/StructureHistory';
import { ok } from '@tests/runtime/support/fakeApi';
import { renderDialog } from '../../../runtime/shared/structure/dialogs/renderDialog';

const SET_ACTIVE = 'PUT /api/secured/questinnaire/subform/dic/setIsActive';

function SwitchFeeding() {
  const { setActive } = useStructureActions();
  return (
    <>
      <button
        type="button"
        onClick={() => void setActive({ level: 'subform', id: 22, name: 'Feeding' }, false)}
      >
        Switch Feeding off
      </button>
      <input aria-label="Notes" />
    </>
  );
}

function renderKeys() {
  return renderDialog(
    <StructureHistoryProvider>
      <UndoRedoButtons />
      <SwitchFeeding />
    </StructureHistoryProvider>,
    { [SET_ACTIVE]: ok(null) },
  );
}

function sentStates(api: ReturnType<typeof renderKeys>['api']): (string | null)[] {
  return api.to(SET_ACTIVE).map((request) => request.query.get('isActive'));
}

describe('undo and redo keys', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y outside text fields', async () => {
    const { user, api } = renderKeys();
    await user.click(screen.getByRole('button', { name: 'Switch Feeding off' }));
    await screen.findByRole('button', { name: 'Undo: switch off subform “Feeding”' });

    await user.keyboard('{Control>}z{/Control}');
    await screen.findByRole('button', { name: 'Redo: switch off subform “Feeding”' });
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await screen.findByRole('button', { name: 'Undo: switch off subform “Feeding”' });
    await user.keyboard('{Control>}z{/Control}');
    await screen.findByRole('button', { name: 'Redo: switch off subform “Feeding”' });
    await user.keyboard('{Control>}y{/Control}');
    await screen.findByRole('button', { name: 'Undo: switch off subform “Feeding”' });
    expect(sentStates(api)).toEqual(['false', 'true', 'false', 'true', 'false']);
  });

  it('leaves Ctrl+Z to a text field that has the focus', async () => {
    const { user, api } = renderKeys();
    await user.click(screen.getByRole('button', { name: 'Switch Feeding off' }));
    await screen.findByRole('button', { name: 'Undo: switch off subform “Feeding”' });

    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Control>}z{/Control}');
    // A later change, whose call comes after any the key could have sent.
    await user.click(screen.getByRole('button', { name: 'Switch Feeding off' }));
    await screen.findByRole('button', { name: 'Undo: switch off subform “Feeding”' });
    await vi.waitFor(() => expect(sentStates(api)).toHaveLength(2));
    expect(sentStates(api)).toEqual(['false', 'false']);
    expect(screen.getByRole('button', { name: 'Redo: nothing to redo' })).toBeTruthy();
  });
});
