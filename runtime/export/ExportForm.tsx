import {
  Body1,
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoice } from './exportChoice';
import { EMPTY_EXPORT_CHOICE } from './exportChoice';
import { dateProblems, todayUtc } from './exportDates';
import { exportQuery } from './exportQuery';
import {
  canExport,
  chooseInstitution,
  chooseInstitutionType,
  chooseUnitType,
  chooseUnits,
  lockedFields,
} from './exportRules';
import { ExportDateFields } from './ExportDateFields';
import { ExportOutcome } from './ExportOutcome';
import { ExportProgressDialog } from './ExportProgressDialog';
import { MultiChoiceField } from './MultiChoiceField';
import { OptionalChoiceField } from '../shared/forms/OptionalChoiceField';
import { useExportDownload } from './useExportDownload';
import { useExportOptions } from './useExportOptions';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '64rem' },
  // One column on a phone, as many as fit beside each other on a wider screen.
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * The data export form (the export tab; specification sections 4 and 5): units, or a unit type with
 * its institution type and institution; forms, a date range, the file format and whether the photos
 * come too (a zip beside the spreadsheet); Export downloads
 * the file while a modal spinner offers to cancel.
 */
export function ExportForm() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [choice, setChoice] = useState<ExportChoice>(EMPTY_EXPORT_CHOICE);
  const options = useExportOptions(choice);
  const download = useExportDownload();
  const today = todayUtc();
  const locked = lockedFields(choice);
  const problems = dateProblems(choice, today);

  function change(next: ExportChoice) {
    setChoice(next);
    download.reset();
  }

  return (
    <form
      className={styles.form}
      aria-label={t('export.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canExport(choice, today))
          void download.start(exportQuery(choice, options.localeId), choice.format, choice.photos);
      }}
    >
      <Body1 as="p" block>
        {t('export.intro')}
      </Body1>
      {options.failure !== undefined && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('export.optionsFailed', { message: options.failure })}</MessageBarBody>
        </MessageBar>
      )}
      {options.loading && <Spinner size="tiny" labelPosition="after" label={t('export.loadingOptions')} />}
      <div className={styles.fields}>
        <MultiChoiceField
          label={t('export.units')}
          placeholder={t('export.unitsPlaceholder')}
          choices={options.units}
          chosen={choice.unitIds}
          onChange={(unitIds) => change(chooseUnits(choice, unitIds))}
          disabled={locked.units}
          lockedHint={t('export.unitsLocked')}
        />
        <OptionalChoiceField
          label={t('export.unitType')}
          choices={options.unitTypes}
          value={choice.unitTypeId}
          onChange={(id) => change(chooseUnitType(choice, id))}
          noneLabel={t('export.notChosen')}
          disabled={locked.unitType}
          lockedHint={t('export.unitTypeLocked')}
        />
        <OptionalChoiceField
          label={t('export.institutionType')}
          choices={options.institutionTypes}
          value={choice.institutionTypeId}
          onChange={(id) => change(chooseInstitutionType(choice, id))}
          noneLabel={t('export.notChosen')}
          disabled={locked.institutionType}
          lockedHint={locked.unitType ? t('export.unitTypeLocked') : t('export.institutionTypeLocked')}
        />
        <OptionalChoiceField
          label={t('export.institution')}
          choices={options.institutions}
          value={choice.institutionId}
          onChange={(id) => change(chooseInstitution(choice, id))}
          noneLabel={t('export.notChosen')}
          disabled={locked.institution}
          lockedHint={locked.unitType ? t('export.unitTypeLocked') : t('export.institutionLocked')}
        />
        <MultiChoiceField
          label={t('export.forms')}
          placeholder={t('export.formsPlaceholder')}
          choices={options.forms}
          chosen={choice.formIds}
          onChange={(formIds) => change({ ...choice, formIds })}
        />
        <ExportDateFields
          dateFrom={choice.dateFrom}
          dateTo={choice.dateTo}
          today={today}
          problems={problems}
          onChange={(range) => change({ ...choice, ...range })}
        />
        <Field label={t('export.format')}>
          <RadioGroup
            value={choice.format}
            onChange={(_event, data) => change({ ...choice, format: data.value === 'csv' ? 'csv' : 'xlsx' })}
          >
            <Radio value="xlsx" label={t('export.formatXlsx')} />
            <Radio value="csv" label={t('export.formatCsv')} />
          </RadioGroup>
        </Field>
        <Field hint={t('export.photosHint')}>
          <Checkbox
            checked={choice.photos}
            onChange={(_event, data) => change({ ...choice, photos: data.checked === true })}
            label={t('export.photos')}
          />
        </Field>
      </div>
      <ExportOutcome state={download.state} />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          icon={<ArrowDownloadRegular />}
          disabled={!canExport(choice, today) || download.state.status === 'loading'}
        >
          {t('export.submit')}
        </Button>
      </div>
      <ExportProgressDialog open={download.state.status === 'loading'} onCancel={download.cancel} />
    </form>
  );
}
