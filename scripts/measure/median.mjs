/** The middle value of a sample (the upper one of an even count): the measuring scripts' one median. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
