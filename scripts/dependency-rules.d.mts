import type { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser';

export const forbidden: IForbiddenRuleType[];
declare const configuration: IConfiguration;
export default configuration;
