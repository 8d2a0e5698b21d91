import { type } from 'arktype';
const minLen = (min, message) => type('string').narrow((s, ctx) => s.trim().length >= min || ctx.reject({ message }));
const t = type({
  firstName: minLen(1, 'First name is required'),
  email: type('string.email').configure({ message: 'Invalid email address' }),
  agree: type('true').configure({ message: 'You must agree' }),
  simple: type(/^[^\s@]+@[^\s@]+$/).configure({ message: 'Valid email is required' }),
});
const out = t({ firstName: ' ', email: 'x', agree: false, simple: 'a b@c' });
console.log(out instanceof type.errors);
for (const e of out) console.log(JSON.stringify(e.path), e.message, '|', e.problem);
console.log(t({ firstName: 'a', email: 'a@b.co', agree: true, simple: 'a@b' }));
