import type { UnitListItem } from '@schemas/generated/api/lists';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../shared/lists/ListTable';
import { listDate } from '../../shared/lists/listDates';
import { worksOnUnits } from '../unitRoles';
import type { UnitAction } from './UnitActions';
import { UnitActions } from './UnitActions';

interface UnitColumnOptions {
  t: TFunction;
  roleId: number;
  onAction: (action: UnitAction, row: UnitListItem) => void;
}

/**
 * The unit list's columns with the server's sort properties. Only farmers and experts get the
 * action column: the observer only reads, and coordinators have no unit actions.
 */
export function unitColumns({ t, roleId, onAction }: UnitColumnOptions): ListColumn<UnitListItem>[] {
  const columns: ListColumn<UnitListItem>[] = [
    {
      id: 'unitName',
      label: t('units.list.column.unitName'),
      sortProperty: 'unit_name',
      render: (row) => row.description,
    },
    { id: 'code', label: t('units.list.column.code'), render: (row) => row.number },
    {
      id: 'unitType',
      label: t('units.list.column.unitType'),
      sortProperty: 'unit_type_id',
      render: (row) => row.farmType,
    },
    {
      id: 'institution',
      label: t('units.list.column.institution'),
      sortProperty: 'unit_institution_name',
      render: (row) => row.regionName ?? '',
    },
    {
      id: 'institutionType',
      label: t('units.list.column.institutionType'),
      sortProperty: 'unit_institution_type',
      render: (row) => row.countryName ?? '',
    },
    {
      id: 'questionnaires',
      label: t('units.list.column.questionnaires'),
      render: (row) => row.numberQuestionnaire,
    },
    {
      id: 'dateAdded',
      label: t('units.list.column.dateAdded'),
      sortProperty: 'unit_data_creation',
      render: (row) => listDate(row.dataCreation),
    },
  ];
  if (!worksOnUnits(roleId)) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      label: t('lists.actions'),
      actions: true,
      render: (row) => <UnitActions row={row} onAction={onAction} />,
    },
  ];
}
