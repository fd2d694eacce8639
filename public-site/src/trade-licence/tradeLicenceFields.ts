// The fields of SPEC.md 3 ('Trade licence form fields') in its four parts, with the required
// marks of SPEC.md 5. Option values are what a backend would be sent; their labels are texts.

export interface TradeLicenceField {
  name: string;
  kind: 'text' | 'number' | 'date' | 'email' | 'select' | 'textarea';
  required?: boolean;
  /** Option values; a value in `literal` is shown as is (years), others through the catalogue. */
  options?: string[];
  literal?: boolean;
}

export type TradeLicencePart = 'trade' | 'unit' | 'location' | 'owner';

export const TRADE_LICENCE_FORM: [TradeLicencePart, TradeLicenceField[]][] = [
  [
    'trade',
    [
      {
        name: 'financialYear',
        kind: 'select',
        required: true,
        options: ['2023-2024', '2024-2025'],
        literal: true,
      },
      { name: 'licenceType', kind: 'select', required: true, options: ['annual', 'renewal'] },
      { name: 'oldLicenceNo', kind: 'text' },
      { name: 'tradeName', kind: 'text', required: true },
    ],
  ],
  [
    'unit',
    [
      { name: 'structureType', kind: 'select', required: true, options: ['immovable'] },
      { name: 'structureSubType', kind: 'select', required: true, options: ['pucca'] },
      { name: 'commencementDate', kind: 'date', required: true },
      { name: 'gstNo', kind: 'text' },
      { name: 'operationArea', kind: 'number', required: true },
      { name: 'employees', kind: 'number' },
      {
        name: 'tradeCategory',
        kind: 'select',
        required: true,
        options: ['manufacturing', 'retail'],
      },
      { name: 'tradeType', kind: 'text', required: true },
      { name: 'tradeSubType', kind: 'text' },
    ],
  ],
  [
    'location',
    [
      { name: 'cantonment', kind: 'select', required: true, options: ['yes', 'no'] },
      { name: 'doorNo', kind: 'text', required: true },
      { name: 'buildingName', kind: 'text' },
      { name: 'road', kind: 'text' },
      { name: 'locality', kind: 'text' },
      { name: 'pincode', kind: 'text' },
    ],
  ],
  [
    'owner',
    [
      { name: 'ownerName', kind: 'text', required: true },
      { name: 'guardianName', kind: 'text', required: true },
      { name: 'relationship', kind: 'select', required: true, options: ['father', 'husband'] },
      { name: 'gender', kind: 'select', required: true, options: ['male', 'female', 'other'] },
      { name: 'dateOfBirth', kind: 'date', required: true },
      { name: 'email', kind: 'email' },
      { name: 'pan', kind: 'text' },
      { name: 'address', kind: 'textarea', required: true },
      {
        name: 'specialCategory',
        kind: 'select',
        options: ['none', 'seniorCitizen', 'differentlyAbled', 'woman'],
      },
    ],
  ],
];
