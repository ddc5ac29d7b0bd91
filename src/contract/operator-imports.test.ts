import { describe, expect, it } from 'vitest';
import { operatorUploadProblem, refusalSummary } from './operator-imports';

// The operator catalog upload: what the admin is told before and after the file is read.

const MIB = 1024 * 1024;

describe('operator catalog upload', () => {
  it('asks for 1 to 8 files of at most 10 MiB together', () => {
    expect(operatorUploadProblem([])).toBe('Envie o arquivo do catálogo (JSON, XLSX ou os CSV das seções).');
    expect(operatorUploadProblem([{ size: 10 * MIB }])).toBeNull();
    expect(operatorUploadProblem([{ size: 5 * MIB }, { size: 5 * MIB + 1 }])).toBe('O envio passa de 10 MiB, o limite; divida o catálogo por UF.');
    expect(operatorUploadProblem(Array.from({ length: 8 }, () => ({ size: 1 })))).toBeNull();
    expect(operatorUploadProblem(Array.from({ length: 9 }, () => ({ size: 1 })))).toBe('Envie no máximo 8 arquivos (um CSV por seção).');
  });

  it('says how many problems there are when not all are listed', () => {
    expect(refusalSummary(100, 100)).toBe('Arquivo recusado: nada foi importado.');
    expect(refusalSummary(3, 100)).toBe('Arquivo recusado: nada foi importado.');
    expect(refusalSummary(1234, 100)).toBe('Arquivo recusado: nada foi importado. 1.234 problemas; os 100 primeiros estão listados.');
    expect(refusalSummary(101, 100)).toBe('Arquivo recusado: nada foi importado. 101 problemas; os 100 primeiros estão listados.');
  });
});
