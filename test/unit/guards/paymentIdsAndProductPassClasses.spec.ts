import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 164's secrets class: a payment provider's object ID (Stripe's `price_…`, `prod_…`, `cus_…`, `sub_…`, `pi_…`,
// Paddle's `pri_…`, Razorpay's `order_…`) is an identifier under any name, and a name whose last word `Pass` is a product
// (`tenClassPass`, `seasonPass`, `day_pass`, `boarding_pass`) is no password. Still speaking: Stripe's secret and
// restricted keys and webhook secrets wherever they stand, a PaymentIntent's client secret, and a real password under
// `dbPass`, `smtp_pass`, `adminPass`, `rootPass`, `userPass`, `password`, `WORDPRESS_PASS` or a guest's pass. One line per case.

// Assembled at run time so that no scanner flags this file.
const live = (kind: string) => [`${kind}_live_`, '51Hq8ZkLmN3pQ7rS9tUvW2xY', '4aBcDeFgH6jK'].join('');
const whsec = ['whsec_', 'Q7rS9tUvW2xY4aBcDeFgH6jK8mNpLq3z'].join('');
const pk = ['pk_live_', '514PI5TtR79eNnT3994PfuzlO1REQISznFQJUyp5QixJk2pz3sHi9ITfY3ia1faMq3h6TwzduIKHiGPrN5RzVNJ3QKZm8fYAtl'].join('');

describe('payment object IDs and product passes (secrets/generic/assignment)', () => {
  test.each([
    // The round's call: a publishable key and price IDs, one under a ten-class pass.
    [
      'web/src/config/stripe.ts',
      `export const stripePublishableKey = '${pk}';\nexport const priceIds = {\n` +
        "  tenClassPass: 'price_1PQ0YnJ1O86yaEvKrIVLMZst',\n  dropIn: 'price_1PFo8i6dutHYf9HHGExr6aCH',\n};\n",
      false,
    ],
    ['.env', 'STRIPE_PRICE_DAY_PASS=price_1PFo8i6dutHYf9HHGExr6aCH\nSTRIPE_PRICE_SEASON_PASS=price_1MoBy5LkdIwHu7ixZhnattbh\n', false],
    ['app/billing.py', 'SEASON_PASS = "prod_NWjs8kKbJWmuuc"\nCLASS_PASS = "price_1MoBy5LkdIwHu7ixZhnattbh"\n', false],
    ['config/stripe.yml', 'stripe:\n  customer_token: cus_NffrFeUfNV2Hib\n  subscription_key: sub_1MowQVLkdIwHu7ixeRlqHVzs\n', false],
    [
      'billing/prices.go',
      'const SeasonPass = "price_1MoBy5LkdIwHu7ixZhnattbh"\nconst WeekPass = "price_1PFo8i6dutHYf9HHGExr6aCH"\n',
      false,
    ],
    ['data/products.json', '{"boarding_pass": "prod_NWjs8kKbJWmuuc", "hall_pass": "price_1MoBy5LkdIwHu7ixZhnattbh"}\n', false],
    [
      'config/initializers/stripe.rb',
      'PAYMENT_METHOD_TOKEN = "pm_1MqLiJLkdIwHu7ixUEgbFdYF"\nSETUP_SECRET = "seti_1Mm8s8LkdIwHu7ix0OXBfTRG"\n',
      false,
    ],
    ['src/connect.ts', "export const connectedAccountSecret = 'acct_1Nv0FGQ9RKHgCVdK';\n", false],
    [
      'src/paddle.ts',
      "export const paddle = { monthPassToken: 'pri_01gsz8z1q1n00f12qt82y31smh', discountKey: 'dsc_01gtgztp8fpchantd5g1wrksa3' };\n",
      false,
    ],
    ['app/payments.py', "RAZORPAY_ORDER_TOKEN = 'order_EKwxwAgItmmXdp'\nRAZORPAY_PAYMENT_SECRET = 'pay_29QQoUBi66xm2f'\n", false],
    // A product's pass holds a ticket's code or a count, not a password, whatever its shape.
    ['src/passes.ts', "export const battlePass = 'Bp7x!Q2mZk';\nexport const dayPass = 'DAYPASS-2024-A7';\n", false],
    ['school/settings.py', 'hall_pass = "Hx7#kP2q9"\nTEN_CLASS_PASS = "Tc4$mz8Lq"\n', false],
    ['src/Tickets.java', 'private static final String skiPass = "Sk1-Lift-9Qz!";\n', false],
    // Stripe's secret and restricted keys and webhook secrets speak wherever they stand, a pass's name or not.
    ['web/src/config/stripe.ts', `export const priceIds = {\n  tenClassPass: '${live('rk')}',\n};\n`, true],
    ['.env', `STRIPE_SECRET_KEY=${live('sk')}\n`, true],
    ['.env', `STRIPE_WEBHOOK_SECRET=${whsec}\n`, true],
    ['src/stripe.ts', `export const dayPassSecret = '${live('sk')}';\n`, true],
    // A PaymentIntent's client secret is no bare ID.
    ['src/checkout.ts', "export const clientSecret = 'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH';\n", true],
    // A password under an account's pass.
    ['src/config.ts', "export const dbPass = 'Xk9#mq2LpZ';\n", true],
    ['app/mail.py', 'smtp_pass = "Vr7$kq2Lmw"\n', true],
    ['src/admin.ts', "const adminPass = 'Ad7!kq2LmW';\nconst rootPass = 'Rt4#zq8Kp';\nconst userPass = 'Us3$wq9Lm';\n", true],
    ['src/db.ts', "export const rootPass = 'Rt4#zq8Kp';\n", true],
    ['src/db.ts', "export const userPass = 'Us3$wq9Lm';\n", true],
    ['.env', 'WORDPRESS_PASS=Wp8#xk2Lq9\n', true],
    ['src/wifi.ts', "export const guestPass = 'Gx7#kq2Lmw';\n", true],
    // A message bus's, a car park system's and a backstage app's password are named as a pass too (review).
    ['src/config.ts', "export const EVENT_BUS_PASS = 'Xk9#mq2LpZ';\n", true],
    ['src/config.ts', "export const eventBusPass = 'Xk9#mq2LpZ';\n", true],
    ['src/config.ts', "export const PARKING_PASS = 'Pk4#mz8LqW';\n", true],
    ['src/config.ts', "export const transitPass = 'Tr6#qz2LmK';\n", true],
    ['config/app.yml', 'db:\n  password: Tq8!mz3Kw\n', true],
    ['.env', 'DAYPASS_PASSWORD=Dp5#kq2Lmz\n', true],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));

  test.each([
    ['export SEASON_PASS=price_1MoBy5LkdIwHu7ixZhnattbh && npm run seed', false],
    ['stripe subscriptions update sub_1MowQVLkdIwHu7ixeRlqHVzs --items[0][price]=price_1MoBy5LkdIwHu7ixZhnattbh', false],
    [`export STRIPE_SECRET_KEY=${live('sk')} && npm run seed`, true],
    ['export SMTP_PASS=Vr7$kq2Lmw && ./send.sh', true],
  ])('%s %#', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
