import type { AverageIndicatorResult, IndicatorResult, ReportUnit } from '@schemas/generated/api/indicator';

function node(id: number, name: string, scaled: number | null, children: IndicatorResult[] = [], value = scaled) {
  return { indicator_dic_id: id, name, value, scal_value: scaled, subIndicators: children };
}

/** Two themes, each with two subthemes of two indicators; names in Polish where the PDF test needs them. */
export function sampleReport(): IndicatorResult[] {
  return [
    node(1, 'Animal welfare', 55.5, [
      node(11, 'Housing', 60, [node(111, 'Space per pig', 70, [], 0.9), node(112, 'Bedding', 50)]),
      node(12, 'Health', 51, [node(121, 'Mortality', 40, [], 3.2), node(122, 'Vaccination plan', 62)]),
    ]),
    node(2, 'Environment', 41.25, [
      node(21, 'Zarządzanie obornikiem', 30, [node(211, 'Storage months', 20, [], 4), node(212, 'Cover', 40)]),
      node(22, 'Energy', 52.5, [node(221, 'Solar share', 45), node(222, 'Heating', 60)]),
    ]),
  ];
}

/** The averages of the sample report's indicators; `hidden` ids are below the privacy minimum (null). */
export function sampleAverages(hidden: readonly number[] = []): AverageIndicatorResult[] {
  const convert = (item: IndicatorResult): AverageIndicatorResult => {
    const withheld = hidden.includes(item.indicator_dic_id);
    const scaled = item.scal_value === null ? null : item.scal_value - 5;
    return {
      indicator_dic_id: item.indicator_dic_id,
      name: item.name,
      value: withheld ? null : scaled,
      scal_value: withheld ? null : scaled,
      unitCount: withheld ? 2 : 5,
      subIndicators: item.subIndicators.map(convert),
    };
  };
  return sampleReport().map(convert);
}

export const SAMPLE_UNIT: ReportUnit = {
  questionnaireId: 41,
  unitId: 7,
  unitNumber: 'PL-001',
  unitName: 'Green farm',
  unitTypeId: 3,
  unitTypeName: 'Fattening',
};
