// The part of the WebAssembly JS API the server uses (engine-module.ts): Node has it, and
// TypeScript declares it only with the DOM's types, which the server does not load.
declare namespace WebAssembly {
  interface ModuleExportDescriptor {
    name: string;
    kind: 'function' | 'table' | 'memory' | 'global' | 'tag';
  }
  interface ModuleImportDescriptor extends ModuleExportDescriptor {
    module: string;
  }
  class Module {
    static exports(module: Module): ModuleExportDescriptor[];
    static imports(module: Module): ModuleImportDescriptor[];
  }
  class Instance {
    constructor(module: Module, imports?: Imports);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    constructor(descriptor: { initial: number; maximum?: number });
  }
  type ImportValue = Memory | ((...args: never[]) => unknown);
  type Imports = Record<string, Record<string, ImportValue>>;
  function compile(bytes: Uint8Array): Promise<Module>;
}
