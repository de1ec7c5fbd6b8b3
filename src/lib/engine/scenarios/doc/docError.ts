import { ParamError } from '../../params';

/** A scenario file that does not follow the format; `key` is the path of the bad field. */
export class DocError extends ParamError {
  constructor(path: string, problem: string) {
    super(`scenario file: ${path}: ${problem}`, path, 'scenario file');
    this.name = 'DocError';
  }
}
