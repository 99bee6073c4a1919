import { parse, serialize } from './src/index.js';
const m = process.argv[2]!;
const d = parse(m); const c = serialize(d); console.log(JSON.stringify(d.stacks.map(s=>s.slides.map(x=>x.foreignHtml)))); console.log(c); const d2 = parse(c); console.log(JSON.stringify(d2.stacks.map(s=>s.slides.map(x=>x.foreignHtml)))); console.log(serialize(d2));
