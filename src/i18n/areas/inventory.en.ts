import type { MessageTree } from '../merge';

/** Texts of the inventory screens: resource names and field labels, and web app texts of the area. */
export const inventoryEnglish = {
  saluni: {
    /** Server messages of the product catalogue that the spec does not word. */
    catalogue: {
      category: {
        cycle: 'A category cannot sit under itself or one of its sub-categories',
        hasChildren: 'This category has sub-categories; move or delete them first',
        hasProducts: 'This category is used by %{n} product(s); change their category first',
      },
      option: {
        duplicateName: 'An option with this name already exists',
        duplicateValue: 'The value %{value} is listed more than once',
        valuesInvalid: 'Option values must be text, or a list of texts or { value }',
        valuesClash: 'Two values of this option cannot have the same text',
        valueNotInOption: 'This value does not belong to this option',
        inUse: 'The option %{option} is used by the product %{product}',
        valueInUse: 'The value %{value} is used by the product %{product}',
      },
      product: {
        saleOnly: 'The sale products list holds no in-store products',
        typeChange: 'The product type cannot be changed',
        hasStock: 'This product still holds stock; move it out with a stock entry before deleting it',
        simpleVariant: 'A simple product has exactly one variant, without options',
        optionSetForSimple: 'A simple product has no option set',
        optionNotInSet: 'Each variant needs one value of every option of the product, from its option set',
        duplicateCombination: 'Two variants have the same options',
        tooManyVariants: 'At most %{n} variants: one per combination of the option values',
        noVariants: 'Add at least one variant',
        stockReadOnly: 'Stock positions follow the stock ledger; post a stock entry to change them',
        noSalesWarehouse: 'Choose a sales warehouse: the business has no warehouse named General',
        weightInvalid: 'Weight must be a number of at least 0',
        mustBeQuantity: 'Must be a whole number of at least 0',
        mustBeMeasure: 'Must be a number of at least 0',
        attributeNameRequired: 'Attribute name is required',
        tooManyImages: 'At most %{n} images',
        commentRequired: 'Comment is required',
        ratingRange: 'Rating must be a whole number from 1 to 5',
        invalidDate: 'Dates must be YYYY-MM-DD or an ISO date-time',
      },
      export: {
        title: 'Title',
        type: 'Type',
        usage: 'Usage',
        status: 'Status',
        category: 'Category',
        brand: 'Brand',
        manufacturer: 'Manufacturer',
        weight: 'Weight (Kg)',
        sku: 'SKU',
        options: 'Options',
        stock: 'Stock',
        salesStock: 'Sales warehouse stock',
        supplyPrice: 'Supply price',
        retailPrice: 'Retail price',
        lastPrice: 'Last price',
        sale: 'Sale',
        inStore: 'In-store',
      },
    },
  },
  resources: {
    'product-category': {
      name: 'Product category |||| Product categories',
      fields: { category_name: 'Category name', category_description: 'Description', parent: 'Parent category' },
    },
  },
} satisfies MessageTree;
