import type { TransformOptions } from '@babel/core';
export declare const babelOptions: TransformOptions;
