import type { PromptResponse } from '@mui/x-data-grid-premium';

/**
 * A stand-in for the prompt-processing service of the AI assistant demos. It runs in the browser,
 * knows the columns of the store orders, and understands a few phrasings in English:
 * "group by region", "total revenue", "average quantity", "sort by total descending",
 * "only Europe", "only returned orders", "first 5". Anything else gets an error.
 *
 * In your app, `onPrompt` sends the prompt and its context to your server, which calls a language
 * model service with your API key and answers with the same `PromptResponse` shape.
 */

const fields: Record<string, string> = {
  region: 'region',
  country: 'country',
  customer: 'customer',
  category: 'category',
  product: 'product',
  channel: 'channel',
  status: 'status',
  'sales rep': 'salesRep',
  quantity: 'quantity',
  units: 'quantity',
  price: 'unitPrice',
  'unit price': 'unitPrice',
  total: 'total',
  revenue: 'total',
  date: 'date',
};

const values: Record<string, [field: string, value: string]> = {
  europe: ['region', 'Europe'],
  'north america': ['region', 'North America'],
  'asia pacific': ['region', 'Asia Pacific'],
  'latin america': ['region', 'Latin America'],
  online: ['channel', 'Online'],
  retail: ['channel', 'Retail'],
  wholesale: ['channel', 'Wholesale'],
  returned: ['status', 'Returned'],
  delivered: ['status', 'Delivered'],
  shipped: ['status', 'Shipped'],
  processing: ['status', 'Processing'],
};

const findField = (text: string) => {
  const name = Object.keys(fields)
    .sort((a, b) => b.length - a.length)
    .find((candidate) => text.includes(candidate));
  return name ? fields[name] : undefined;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function resolveOrderPrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  await wait(600);
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: conversationId ?? 'orders',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
  };
  let understood = false;

  const groupMatch = /(?:group|grouped|per|by) ([a-z ]+?)(?:,| and |$| then)/.exec(text);
  if (/group|per /.test(text) && groupMatch) {
    const field = findField(groupMatch[1]);
    if (field) {
      response.grouping.push({ column: field });
      understood = true;
    }
  }
  const aggregations: [RegExp, 'sum' | 'avg' | 'max' | 'min' | 'size'][] = [
    [/(?:total|sum of|sum) ([a-z ]+)/, 'sum'],
    [/(?:average|mean) ([a-z ]+)/, 'avg'],
    [/(?:largest|highest|max(?:imum)?) ([a-z ]+)/, 'max'],
    [/(?:smallest|lowest|min(?:imum)?) ([a-z ]+)/, 'min'],
  ];
  aggregations.forEach(([pattern, name]) => {
    const match = pattern.exec(text);
    const field = match ? findField(match[1]) ?? (name === 'sum' ? 'total' : undefined) : undefined;
    if (field && ['quantity', 'unitPrice', 'total'].includes(field)) {
      response.aggregation[field] = name;
      understood = true;
    }
  });
  if (/how many|count/.test(text)) {
    response.aggregation.orderNumber = 'size';
    understood = true;
  }
  const sortMatch = /sort(?:ed)? by ([a-z ]+)/.exec(text);
  if (sortMatch) {
    const field = findField(sortMatch[1]);
    if (field) {
      response.sorting.push({ column: field, direction: /desc|largest|highest|most/.test(text) ? 'desc' : 'asc' });
      understood = true;
    }
  }
  Object.entries(values).forEach(([word, [field, value]]) => {
    if (new RegExp(`\\b${word}\\b`).test(text) && !response.grouping.some((group) => group.column === field)) {
      response.filters.push({ column: field, operator: 'equals', value });
      understood = true;
    }
  });
  const firstMatch = /(?:select|first|top) (\d+)/.exec(text);
  if (firstMatch) {
    response.select = Number(firstMatch[1]);
    understood = true;
  }
  if (!understood) {
    throw new Error('This demo understands grouping, totals, averages, sorting and filters on region, channel or status.');
  }
  return response;
}
