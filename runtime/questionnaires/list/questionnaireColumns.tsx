import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import type { TFunction } from 'i18next';
import { CellText } from '../../shared/lists/CellText';
import type { ListColumn } from '../../shared/lists/ListTable';
import { listDate } from '../../shared/lists/listDates';
import { QuestionnaireActions } from './QuestionnaireActions';
import type { QuestionnaireAction } from './questionnaireRules';
import { hasActionColumn } from './questionnaireRules';
import { QuestionnaireStatus } from './QuestionnaireStatus';

interface QuestionnaireColumnOptions {
  t: TFunction;
  roleId: number;
  onAction: (action: QuestionnaireAction, row: QuestionnaireListItem) => void;
}

/** The questionnaire list's columns with the server's sort properties; read-only roles get no actions. */
export function questionnaireColumns({
  t,
  roleId,
  onAction,
}: QuestionnaireColumnOptions): ListColumn<QuestionnaireListItem>[] {
  const columns: ListColumn<QuestionnaireListItem>[] = [
    {
      id: 'unitName',
      label: t('questionnaires.column.unitName'),
      sortProperty: 'unit_name',
      render: (row) => row.farmName,
    },
    {
      id: 'unitType',
      label: t('questionnaires.column.unitType'),
      sortProperty: 'unit_type_id',
      render: (row) => row.farmType,
    },
    {
      id: 'institution',
      label: t('questionnaires.column.institution'),
      sortProperty: 'institution_name',
      render: (row) => row.regionName ?? '',
    },
    {
      id: 'institutionType',
      label: t('questionnaires.column.institutionType'),
      sortProperty: 'institution_type',
      render: (row) => row.countryName ?? '',
    },
    {
      id: 'email',
      label: t('questionnaires.column.email'),
      sortProperty: 'questionnaire_email',
      // A little more room than the other columns, enough for most addresses.
      width: '14%',
      render: (row) => (row.email ? <CellText text={row.email} /> : ''),
    },
    {
      id: 'questionnaireType',
      label: t('questionnaires.column.questionnaireType'),
      sortProperty: 'questionnaire_name',
      render: (row) => row.questionnaireName,
    },
    {
      id: 'status',
      label: t('questionnaires.column.status'),
      sortProperty: 'questionnaire_status',
      render: (row) => <QuestionnaireStatus row={row} />,
    },
    {
      id: 'dateAdded',
      label: t('questionnaires.column.dateAdded'),
      sortProperty: 'questionnaire_data_creation',
      render: (row) => listDate(row.questionnaryDate),
    },
  ];
  if (!hasActionColumn(roleId)) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      label: t('lists.actions'),
      actions: true,
      render: (row) => <QuestionnaireActions roleId={roleId} row={row} onAction={onAction} />,
    },
  ];
}
