; activations: bias + activation epilogue whose activation is chosen at run
; time by an enum class (a switch in a non-inlined device function), with
; one launch per activation: Identity, ReLU, LeakyReLU, GELU (erff), SiLU
; and Sigmoid (expf, division), Tanh (tanhf), Softplus (log1pf(expf)).
;
; out[r][c] = act(in[r][c] + bias[c]) over 4 x 32. Expected values are the
; exact functions of the float inputs rounded to float; `within N ulp`
; comes from the guide's maximum errors (expf, tanhf, erff 2 ulp, log1pf
; 1 ulp) propagated through each formula with its float roundings. GELU's
; input stops at -1.5: further left 1 + erf(x) cancels and the bound grows
; past 100 ulp.
; Exercises: `switch` on an i32 enum (a jump table in source, a switch in
; IR) in @_Z16apply_activation10Activationf, libdevice expf/tanhf/erff/
; log1pf inlined (llvm.nvvm.ex2.approx.ftz.f, fma.rm.f, saturate.f,
; add.rz.f), inline asm rcp.approx.ftz.f32, llvm.maxnum.
;
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 0
; expect: @out == [-4.5, -0.90625, 2.6875, -2.8125, 0.78125, 4.375, -1.125, 2.46875, -4.03125, -0.4375, 3.15625, -2.34375, 1.25, 4.84375, -0.65625, 2.9375, -3.5625, 0.03125, 3.625, -1.875, 1.71875, -3.78125, -0.1875, 3.40625, -3.09375, 0.5, 4.09375, -1.40625, 2.1875, -3.3125, 0.28125, 3.875, -2.625, 0.96875, 4.5625, -0.9375, 2.65625, -2.84375, 0.75, 4.34375, -2.15625, 1.4375, -4.0625, -0.46875, 3.125, -2.375, 1.21875, 4.8125, -1.6875, 1.90625, -3.59375, 0.0, 3.59375, -1.90625, 1.6875, 5.28125, -1.21875, 2.375, -3.125, 0.46875, 4.0625, -1.4375, 2.15625, -3.34375, -0.75, 2.84375, -2.65625, 0.9375, 4.53125, -0.96875, 2.625, -2.875, -0.28125, 3.3125, -2.1875, 1.40625, 5.0, -0.5, 3.09375, -2.40625, 0.1875, 3.78125, -1.71875, 1.875, -3.625, -0.03125, 3.5625, -1.9375, 0.65625, 4.25, -1.25, 2.34375, -3.15625, 0.4375, 4.03125, -1.46875, 1.125, -4.375, -0.78125, 2.8125, -2.6875, 0.90625, 4.5, -1.0, 1.59375, -3.90625, -0.3125, 3.28125, -2.21875, 1.375, 4.96875, -0.53125, 2.0625, -3.4375, 0.15625, 3.75, -1.75, 1.84375, -3.65625, -0.0625, 2.53125, -2.96875, 0.625, 4.21875, -1.28125, 2.3125, -3.1875, 0.40625]
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 1
; expect: @out == [0.0, 0.0, 2.6875, 0.0, 0.78125, 4.375, 0.0, 2.46875, 0.0, 0.0, 3.15625, 0.0, 1.25, 4.84375, 0.0, 2.9375, 0.0, 0.03125, 3.625, 0.0, 1.71875, 0.0, 0.0, 3.40625, 0.0, 0.5, 4.09375, 0.0, 2.1875, 0.0, 0.28125, 3.875, 0.0, 0.96875, 4.5625, 0.0, 2.65625, 0.0, 0.75, 4.34375, 0.0, 1.4375, 0.0, 0.0, 3.125, 0.0, 1.21875, 4.8125, 0.0, 1.90625, 0.0, 0.0, 3.59375, 0.0, 1.6875, 5.28125, 0.0, 2.375, 0.0, 0.46875, 4.0625, 0.0, 2.15625, 0.0, 0.0, 2.84375, 0.0, 0.9375, 4.53125, 0.0, 2.625, 0.0, 0.0, 3.3125, 0.0, 1.40625, 5.0, 0.0, 3.09375, 0.0, 0.1875, 3.78125, 0.0, 1.875, 0.0, 0.0, 3.5625, 0.0, 0.65625, 4.25, 0.0, 2.34375, 0.0, 0.4375, 4.03125, 0.0, 1.125, 0.0, 0.0, 2.8125, 0.0, 0.90625, 4.5, 0.0, 1.59375, 0.0, 0.0, 3.28125, 0.0, 1.375, 4.96875, 0.0, 2.0625, 0.0, 0.15625, 3.75, 0.0, 1.84375, 0.0, 0.0, 2.53125, 0.0, 0.625, 4.21875, 0.0, 2.3125, 0.0, 0.40625]
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 2
; expect: @out == [-0.5625, -0.11328125, 2.6875, -0.3515625, 0.78125, 4.375, -0.140625, 2.46875, -0.50390625, -0.0546875, 3.15625, -0.29296875, 1.25, 4.84375, -0.08203125, 2.9375, -0.4453125, 0.03125, 3.625, -0.234375, 1.71875, -0.47265625, -0.0234375, 3.40625, -0.38671875, 0.5, 4.09375, -0.17578125, 2.1875, -0.4140625, 0.28125, 3.875, -0.328125, 0.96875, 4.5625, -0.1171875, 2.65625, -0.35546875, 0.75, 4.34375, -0.26953125, 1.4375, -0.5078125, -0.05859375, 3.125, -0.296875, 1.21875, 4.8125, -0.2109375, 1.90625, -0.44921875, 0.0, 3.59375, -0.23828125, 1.6875, 5.28125, -0.15234375, 2.375, -0.390625, 0.46875, 4.0625, -0.1796875, 2.15625, -0.41796875, -0.09375, 2.84375, -0.33203125, 0.9375, 4.53125, -0.12109375, 2.625, -0.359375, -0.03515625, 3.3125, -0.2734375, 1.40625, 5.0, -0.0625, 3.09375, -0.30078125, 0.1875, 3.78125, -0.21484375, 1.875, -0.453125, -0.00390625, 3.5625, -0.2421875, 0.65625, 4.25, -0.15625, 2.34375, -0.39453125, 0.4375, 4.03125, -0.18359375, 1.125, -0.546875, -0.09765625, 2.8125, -0.3359375, 0.90625, 4.5, -0.125, 1.59375, -0.48828125, -0.0390625, 3.28125, -0.27734375, 1.375, 4.96875, -0.06640625, 2.0625, -0.4296875, 0.15625, 3.75, -0.21875, 1.84375, -0.45703125, -0.0078125, 2.53125, -0.37109375, 0.625, 4.21875, -0.16015625, 2.3125, -0.3984375, 0.40625]
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.0517 - 1.5
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 3
; expect: @out == [-0.045500267297029495, 0.019522907212376595, 2.0364506244659424, -0.1655873954296112, 0.9913935661315918, 3.1722183227539062, 0.1142762303352356, 2.2071263790130615, -0.07104969769716263, 0.18274177610874176, 2.3114471435546875, -0.1672365814447403, 1.281522274017334, 3.4320757389068604, 0.3082510530948639, 2.4782488346099854, -0.10238217562437057, 0.39426669478416443, 2.580458402633667, -0.134629487991333, 1.5725128650665283, -0.12289198487997055, 0.5449338555335999, 2.7443606853485107, -0.1351625621318817, 0.6442173719406128, 2.845092535018921, -0.05656307563185692, 1.858801245689392, -0.1527809351682663, 0.8122934699058533, 3.007079839706421, -0.16134335100650787, 0.9198161959648132, 3.106889009475708, 0.07341506332159042, 2.1381895542144775, -0.16935117542743683, 1.0972949266433716, 3.2677388191223145, -0.1695367395877838, 1.2084112167358398, -0.08203385770320892, 0.25521066784858704, 2.410820484161377, -0.15991082787513733, 1.3886257410049438, 3.52726149559021, -0.14669540524482727, 1.499855637550354, -0.11459223181009293, 0.48220962285995483, 2.6780316829681396, -0.11172068864107132, 1.6783411502838135, 3.786210775375366, -0.08085937052965164, 1.7876465320587158, -0.14608259499073029, 0.7431167364120483, 2.9414608478546143, -0.015021607279777527, 1.9622023105621338, -0.16105012595653534, 0.035843297839164734, 2.0688223838806152, -0.1671203374862671, 1.0248639583587646, 3.202533483505249, 0.13435672223567963, 2.239006519317627, -0.16961070895195007, 0.20503447949886322, 2.343050241470337, -0.16544514894485474, 1.3155016899108887, 3.462275743484497, 0.3338187634944916, 2.509460926055908, -0.1473330706357956, 0.4216248393058777, 2.6114661693573, -0.12805387377738953, 1.6061596870422363, -0.12669603526592255, 0.5747396945953369, 2.775097370147705, -0.08221785724163055, 0.6752433180809021, 2.8756961822509766, -0.04415946826338768, 1.89170241355896, -0.15562355518341064, 0.8448126316070557, 3.037515878677368, 0.033688053488731384, 0.9529756307601929, -0.05699318274855614, 0.09198985993862152, 2.1702635288238525, -0.16984455287456512, 1.1310782432556152, 3.2980024814605713, 0.2021092027425766, 1.2423597574234009, -0.08566339313983917, 0.279501348733902, 2.4421823024749756, -0.15651820600032806, 1.42255699634552, 3.5574355125427246, 0.418051153421402, 1.5336403846740723, -0.11846084147691727, 0.5110917687416077, 2.708869457244873, -0.10309433192014694, 1.7117418050765991, -0.13828396797180176, 0.6712044477462769, 1.8207529783248901, -0.14928464591503143, 0.7751001715660095, 2.9719583988189697, -0.0003498044970910996, 1.9947956800460815, -0.16320574283599854, 0.9486700296401978] within 37 ulp
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 4
; expect: @out == [-0.04944124072790146, -0.26078957319259644, 2.516265869140625, -0.1593349426984787, 0.5358980298042297, 4.320611476898193, -0.27572062611579895, 2.2759945392608643, -0.07031501829624176, -0.17164736986160278, 3.0273306369781494, -0.20522774755954742, 0.9716248512268066, 4.805891990661621, -0.22416351735591888, 2.789653778076172, -0.09827256947755814, 0.01586912013590336, 3.530904531478882, -0.24930794537067413, 1.4574445486068726, -0.08426963537931442, -0.0849865972995758, 3.2969069480895996, -0.13416293263435364, 0.3112296760082245, 4.026599884033203, -0.27678683400154114, 1.9668279886245728, -0.1164173036813736, 0.1602710634469986, 3.7962121963500977, -0.1773100644350052, 0.7022180557250977, 4.515377998352051, -0.26381775736808777, 2.481987237930298, -0.15642128884792328, 0.509384036064148, 4.288057804107666, -0.22370797395706177, 1.161596655845642, -0.06871683150529861, -0.18042756617069244, 2.993475914001465, -0.20211023092269897, 0.9406842589378357, 4.7737016677856445, -0.2634270191192627, 1.6595760583877563, -0.09616617113351822, 0.0, 3.4975838661193848, -0.24667395651340485, 1.4240729808807373, 5.254525184631348, -0.2780657410621643, 2.1728897094726562, -0.13152414560317993, 0.28832241892814636, 3.9937832355499268, -0.2759033739566803, 1.9325419664382935, -0.11402329802513123, -0.24061597883701324, 2.687328815460205, -0.1742628514766693, 0.6736822724342346, 4.482980728149414, -0.26653191447257996, 2.447690010070801, -0.15353457629680634, -0.120978944003582, 3.196082592010498, -0.22067198157310486, 1.1294631958007812, 4.966535568237305, -0.1887703388929367, 2.9595870971679688, -0.19899047911167145, 0.1025134027004242, 3.6969804763793945, -0.26130542159080505, 1.6256920099258423, -0.09409541636705399, -0.015380878932774067, 3.4642274379730225, -0.24397535622119904, 0.4320864975452423, 4.190229415893555, -0.27837517857551575, 2.138522148132324, -0.12891928851604462, 0.2658526301383972, 3.96093487739563, -0.27485111355781555, 0.8492793440818787, -0.05438847094774246, -0.24535198509693146, 2.653165102005005, -0.17123404145240784, 0.6454604268074036, 4.450558662414551, -0.2689414322376251, 1.3246341943740845, -0.07702784240245819, -0.13203269243240356, 3.162402868270874, -0.21761350333690643, 1.0975067615509033, 4.934446334838867, -0.19668224453926086, 1.8298594951629639, -0.10705691576004028, 0.08421612530946732, 3.663834810256958, -0.2590825855731964, 1.5918782949447632, -0.0920601412653923, -0.03027375601232052, 2.3447062969207764, -0.14504653215408325, 0.407096803188324, 4.157563209533691, -0.2784636914730072, 2.1041600704193115, -0.12634879350662231, 0.24382652342319489] within 6 ulp
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 5
; expect: @out == [-0.9997532367706299, -0.7193275094032288, 0.9907808303833008, -0.9928128123283386, 0.6534236073493958, 0.999683141708374, -0.8093010783195496, 0.9857571721076965, -0.9993699193000793, -0.4115700423717499, 0.996379554271698, -0.9817487001419067, 0.8482836484909058, 0.9998759031295776, -0.5758624076843262, 0.9943981170654297, -0.9983918070793152, 0.031239831820130348, 0.9985806345939636, -0.9540452361106873, 0.9377123117446899, -0.9989613890647888, -0.18533320724964142, 0.9978025555610657, -0.9958984851837158, 0.46211716532707214, 0.9994439482688904, -0.886695146560669, 0.9751366972923279, -0.9973499774932861, 0.2740615904331207, 0.9991388916969299, -0.9895597696304321, 0.7481544613838196, 0.9997822046279907, -0.7340714931488037, 0.9901891946792603, -0.9932467937469482, 0.6351489424705505, 0.9996626973152161, -0.9735543727874756, 0.8931933641433716, -0.9994080662727356, -0.4371887743473053, 0.996146559715271, -0.9828450083732605, 0.8392850756645203, 0.9998679161071777, -0.9338280558586121, 0.9567693471908569, -0.9984892010688782, 0.0, 0.9984892010688782, -0.9567693471908569, 0.9338280558586121, 0.999948263168335, -0.8392850756645203, 0.9828450083732605, -0.996146559715271, 0.4371887743473053, 0.9994080662727356, -0.8931933641433716, 0.9735543727874756, -0.9975103139877319, -0.6351489424705505, 0.9932467937469482, -0.9901891946792603, 0.7340714931488037, 0.9997681379318237, -0.7481544613838196, 0.9895597696304321, -0.9936546087265015, -0.2740615904331207, 0.9973499774932861, -0.9751366972923279, 0.886695146560669, 0.9999092221260071, -0.46211716532707214, 0.9958984851837158, -0.9838759899139404, 0.18533320724964142, 0.9989613890647888, -0.9377123117446899, 0.9540452361106873, -0.9985806345939636, -0.031239831820130348, 0.9983918070793152, -0.9593352675437927, 0.5758624076843262, 0.9995931386947632, -0.8482836484909058, 0.9817487001419067, -0.996379554271698, 0.4115700423717499, 0.9993699193000793, -0.8993387222290039, 0.8093010783195496, -0.999683141708374, -0.6534236073493958, 0.9928128123283386, -0.9907808303833008, 0.7193275094032288, 0.9997532367706299, -0.7615941762924194, 0.9207223057746887, -0.9991910457611084, -0.3027097284793854, 0.9971792697906494, -0.9766255021095276, 0.8798267245292664, 0.9999033212661743, -0.48633602261543274, 0.9681872129440308, -0.9979355335235596, 0.15499073266983032, 0.998894453048706, -0.9413755536079407, 0.9511538147926331, -0.9986665844917297, -0.06241874769330025, 0.9874202013015747, -0.9947366714477539, 0.5545997023582458, 0.999566912651062, -0.8568176031112671, 0.9805830717086792, -0.9965985417366028, 0.3852839767932892] within 4 ulp
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 6
; expect: @out == [0.010986942797899246, 0.28776782751083374, 0.9362850189208984, 0.05665242671966553, 0.685949444770813, 0.9875683784484863, 0.24508501589298248, 0.9219218492507935, 0.017442485317587852, 0.39233681559562683, 0.9591543078422546, 0.08756384253501892, 0.7772998809814453, 0.9921841025352478, 0.3415825068950653, 0.949669361114502, 0.027585282921791077, 0.5078118443489075, 0.9740426540374756, 0.13296423852443695, 0.8479677438735962, 0.0222861859947443, 0.4532618522644043, 0.9678993225097656, 0.04336579889059067, 0.622459352016449, 0.9835969805717468, 0.19682620465755463, 0.8991214036941528, 0.03514484688639641, 0.5698526501655579, 0.9796676635742188, 0.06754668802022934, 0.7248702645301819, 0.9896718263626099, 0.28140559792518616, 0.9343951344490051, 0.05500528961420059, 0.6791787147521973, 0.9871788024902344, 0.1037486270070076, 0.8080672025680542, 0.016914913430809975, 0.3849121332168579, 0.957912266254425, 0.08509904146194458, 0.7718434929847717, 0.9919379949569702, 0.1561048924922943, 0.870597243309021, 0.026759283617138863, 0.5, 0.9732407331466675, 0.12940272688865662, 0.8438950777053833, 0.9949396848678589, 0.22815650701522827, 0.9149009585380554, 0.042087726294994354, 0.6150878667831421, 0.9830850958824158, 0.1919327825307846, 0.896251380443573, 0.034100424498319626, 0.3208213150501251, 0.9449946880340576, 0.06560483574867249, 0.7185943722724915, 0.989347517490387, 0.2751297354698181, 0.9324533343315125, 0.053403329104185104, 0.43014734983444214, 0.9648551344871521, 0.10087862610816956, 0.8031737804412842, 0.9933071732521057, 0.3775406777858734, 0.9566342234611511, 0.08269733935594559, 0.5467381477355957, 0.9777138233184814, 0.15203224122524261, 0.8670357465744019, 0.02595735713839531, 0.49218812584877014, 0.9724147319793701, 0.1259227693080902, 0.6584175229072571, 0.9859363436698914, 0.22270013391971588, 0.9124361872673035, 0.04084571450948715, 0.6076631546020508, 0.9825575351715088, 0.18713268637657166, 0.7549149990081787, 0.012431650422513485, 0.314050555229187, 0.9433475732803345, 0.06371499598026276, 0.7122321724891663, 0.9890130758285522, 0.2689414322376251, 0.8311430215835571, 0.01971912756562233, 0.42250463366508484, 0.9637799263000488, 0.09807932376861572, 0.7981867790222168, 0.9930961728096008, 0.3702253997325897, 0.8872045874595642, 0.031143831089138985, 0.5389832258224487, 0.977022647857666, 0.14804719388484955, 0.863391637802124, 0.02517884224653244, 0.4843800961971283, 0.9263037443161011, 0.04885777831077576, 0.6513548493385315, 0.9854964017868042, 0.21733751893043518, 0.9099069833755493, 0.03963883966207504, 0.6001883745193481] within 6 ulp
; launch: %bias_activation grid=2 block=64
; arg: @in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0
; arg: @bias = f32[32] (i % 8) * 0.125 - 0.5
; arg: @out = f32[128] 0
; arg: 4
; arg: 32
; arg: 7
; expect: @out == [0.011047745123505592, 0.3393513262271881, 2.7533352375030518, 0.058320481330156326, 1.1582013368606567, 4.387509346008301, 0.28115013241767883, 2.5500447750091553, 0.017596397548913956, 0.4981345534324646, 3.197953224182129, 0.09163715690374374, 1.5019290447235107, 4.851596355438232, 0.41791605949401855, 2.9891414642333984, 0.027972901239991188, 0.7088942527770996, 3.6513001918792725, 0.14267505705356598, 1.8836627006530762, 0.02253827452659607, 0.6037852764129639, 3.4388773441314697, 0.04433419555425644, 0.9740769863128662, 4.110289096832275, 0.21918416023254395, 2.293837308883667, 0.03577728942036629, 0.8436274528503418, 3.8955419063568115, 0.06993620097637177, 1.2905125617980957, 4.572881698608398, 0.3304581940174103, 2.7241058349609375, 0.056575946509838104, 1.1368709802627563, 4.356654167175293, 0.109534353017807, 1.650610089302063, 0.017059603706002235, 0.48599016666412354, 3.167999029159546, 0.08893946558237076, 1.477723479270935, 4.820594787597656, 0.16972707211971283, 2.044825792312622, 0.0271238312125206, 0.6931471824645996, 3.6208739280700684, 0.13857579231262207, 1.857227087020874, 5.286323070526123, 0.25897347927093506, 2.4639394283294678, 0.04299907758831978, 0.9547401666641235, 4.079559803009033, 0.2131100445985794, 2.26578426361084, 0.03469540923833847, 0.38687101006507874, 2.9003260135650635, 0.0678558424115181, 1.267958164215088, 4.541959762573242, 0.3217625617980957, 2.6949362754821777, 0.05488217994570732, 0.5623774528503418, 3.3482773303985596, 0.10633724182844162, 1.625434160232544, 5.006715297698975, 0.4740769863128662, 3.1380841732025146, 0.08631780743598938, 0.7912852764129639, 3.803788185119629, 0.16491267085075378, 2.0176751613616943, 0.02630019560456276, 0.6776442527770996, 3.590472936630249, 0.13458654284477234, 1.0741660594940186, 4.264163494110107, 0.25192907452583313, 2.435387134552002, 0.04170333594083786, 0.9356345534324646, 4.048846244812012, 0.20718738436698914, 1.4061501026153564, 0.012509570457041264, 0.37695133686065674, 2.8708205223083496, 0.06583535671234131, 1.2456012964248657, 4.511047840118408, 0.3132616877555847, 1.7787033319473267, 0.019916145130991936, 0.5490548610687256, 3.3181421756744385, 0.10322870314121246, 1.6004126071929932, 4.975677967071533, 0.46239328384399414, 2.1821796894073486, 0.031639110296964645, 0.7743208408355713, 3.7732455730438232, 0.16022415459156036, 1.990636944770813, 0.025501253083348274, 0.6623854041099548, 2.6078031063079834, 0.05009168013930321, 1.0537006855010986, 4.2333598136901855, 0.2450537383556366, 2.4069128036499023, 0.040445856750011444, 0.9167617559432983] within 6 ulp
; ModuleID = 'src/activations.cu'
source_filename = "src/activations.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local noundef float @_Z16apply_activation10Activationf(i32 noundef %0, float noundef %1) local_unnamed_addr #0 {
  switch i32 %0, label %145 [
    i32 7, label %99
    i32 1, label %3
    i32 2, label %5
    i32 3, label %9
    i32 4, label %44
    i32 5, label %61
    i32 6, label %83
  ]

3:                                                ; preds = %2
  %4 = tail call noundef float @llvm.maxnum.f32(float %1, float 0.000000e+00)
  br label %145

5:                                                ; preds = %2
  %6 = fcmp contract ogt float %1, 0.000000e+00
  %7 = fmul contract float %1, 1.250000e-01
  %8 = select contract i1 %6, float %1, float %7
  br label %145

9:                                                ; preds = %2
  %10 = fmul contract float %1, 5.000000e-01
  %11 = fmul contract float %1, 0x3FE6A09E60000000
  %12 = tail call float @llvm.nvvm.fabs.f(float %11) #5
  %13 = fcmp oge float %12, 0x3FF00C1FC0000000
  %14 = fmul float %11, %11
  %15 = select i1 %13, float %12, float %14
  %16 = select i1 %13, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %17 = select i1 %13, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %18 = tail call float @llvm.fma.f32(float %16, float %15, float %17)
  %19 = select i1 %13, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %20 = tail call float @llvm.fma.f32(float %18, float %15, float %19)
  %21 = select i1 %13, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %22 = tail call float @llvm.fma.f32(float %20, float %15, float %21)
  %23 = select i1 %13, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %24 = tail call float @llvm.fma.f32(float %22, float %15, float %23)
  %25 = select i1 %13, float 0x3FED369F20000000, float 0xBFD8127580000000
  %26 = tail call float @llvm.fma.f32(float %24, float %15, float %25)
  %27 = select i1 %13, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %28 = tail call float @llvm.fma.f32(float %26, float %15, float %27)
  %29 = fneg float %15
  %30 = select i1 %13, float %29, float %11
  %31 = tail call float @llvm.fma.f32(float %28, float %30, float %30)
  br i1 %13, label %32, label %40

32:                                               ; preds = %9
  %33 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %31) #5
  %34 = fsub float 1.000000e+00, %33
  %35 = bitcast float %34 to i32
  %36 = bitcast float %11 to i32
  %37 = and i32 %36, -2147483648
  %38 = or i32 %37, %35
  %39 = bitcast i32 %38 to float
  br label %40

40:                                               ; preds = %9, %32
  %41 = phi float [ %39, %32 ], [ %31, %9 ]
  %42 = fadd contract float %41, 1.000000e+00
  %43 = fmul contract float %10, %42
  br label %145

44:                                               ; preds = %2
  %45 = fneg contract float %1
  %46 = tail call float @llvm.fma.f32(float %45, float 0x3F777313A0000000, float 5.000000e-01)
  %47 = tail call float @llvm.nvvm.saturate.f(float %46) #5
  %48 = tail call float @llvm.nvvm.fma.rm.f(float %47, float 2.520000e+02, float 0x4168000020000000) #5
  %49 = fadd float %48, 0xC168000FE0000000
  %50 = fneg float %49
  %51 = tail call float @llvm.fma.f32(float %45, float 0x3FF7154760000000, float %50)
  %52 = tail call float @llvm.fma.f32(float %45, float 0x3E54AE0C00000000, float %51)
  %53 = bitcast float %48 to i32
  %54 = shl i32 %53, 23
  %55 = bitcast i32 %54 to float
  %56 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %52) #5
  %57 = fmul float %56, %55
  %58 = fadd contract float %57, 1.000000e+00
  %59 = fdiv contract float 1.000000e+00, %58
  %60 = fmul contract float %59, %1
  br label %145

61:                                               ; preds = %2
  %62 = tail call float @llvm.nvvm.fabs.f(float %1) #5
  %63 = fmul float %62, 0x4007154760000000
  %64 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %63) #5
  %65 = fadd float %64, 1.000000e+00
  %66 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %65) #6, !srcloc !8
  %67 = tail call float @llvm.fma.f32(float %66, float -2.000000e+00, float 1.000000e+00)
  %68 = fcmp oge float %62, 0x4022059680000000
  %69 = select i1 %68, float 1.000000e+00, float %67
  %70 = bitcast float %69 to i32
  %71 = bitcast float %1 to i32
  %72 = and i32 %71, -2147483648
  %73 = or i32 %72, %70
  %74 = bitcast i32 %73 to float
  %75 = fmul float %1, %1
  %76 = tail call float @llvm.fma.f32(float %75, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %77 = tail call float @llvm.fma.f32(float %76, float %75, float 0x3FC10B2820000000)
  %78 = tail call float @llvm.fma.f32(float %77, float %75, float 0xBFD5553DA0000000)
  %79 = tail call float @llvm.fma.f32(float %78, float %75, float 0.000000e+00)
  %80 = tail call float @llvm.fma.f32(float %79, float %1, float %1)
  %81 = fcmp oge float %62, 0x3FE3333340000000
  %82 = select i1 %81, float %74, float %80
  br label %145

83:                                               ; preds = %2
  %84 = fneg contract float %1
  %85 = tail call float @llvm.fma.f32(float %84, float 0x3F777313A0000000, float 5.000000e-01)
  %86 = tail call float @llvm.nvvm.saturate.f(float %85) #5
  %87 = tail call float @llvm.nvvm.fma.rm.f(float %86, float 2.520000e+02, float 0x4168000020000000) #5
  %88 = fadd float %87, 0xC168000FE0000000
  %89 = fneg float %88
  %90 = tail call float @llvm.fma.f32(float %84, float 0x3FF7154760000000, float %89)
  %91 = tail call float @llvm.fma.f32(float %84, float 0x3E54AE0C00000000, float %90)
  %92 = bitcast float %87 to i32
  %93 = shl i32 %92, 23
  %94 = bitcast i32 %93 to float
  %95 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %91) #5
  %96 = fmul float %95, %94
  %97 = fadd contract float %96, 1.000000e+00
  %98 = fdiv contract float 1.000000e+00, %97
  br label %145

99:                                               ; preds = %2
  %100 = fcmp contract ogt float %1, 2.000000e+01
  br i1 %100, label %145, label %101

101:                                              ; preds = %99
  %102 = tail call float @llvm.fma.f32(float %1, float 0x3F777313A0000000, float 5.000000e-01)
  %103 = tail call float @llvm.nvvm.saturate.f(float %102) #5
  %104 = tail call float @llvm.nvvm.fma.rm.f(float %103, float 2.520000e+02, float 0x4168000020000000) #5
  %105 = fadd float %104, 0xC168000FE0000000
  %106 = fneg float %105
  %107 = tail call float @llvm.fma.f32(float %1, float 0x3FF7154760000000, float %106)
  %108 = tail call float @llvm.fma.f32(float %1, float 0x3E54AE0C00000000, float %107)
  %109 = bitcast float %104 to i32
  %110 = shl i32 %109, 23
  %111 = bitcast i32 %110 to float
  %112 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %108) #5
  %113 = fmul float %112, %111
  %114 = tail call float @llvm.nvvm.add.rz.f(float %113, float 1.000000e+00) #5
  %115 = bitcast float %114 to i32
  %116 = add i32 %115, -1061158912
  %117 = and i32 %116, -8388608
  %118 = bitcast float %113 to i32
  %119 = sub i32 %118, %117
  %120 = bitcast i32 %119 to float
  %121 = sub i32 1082130432, %117
  %122 = bitcast i32 %121 to float
  %123 = tail call float @llvm.fma.f32(float %122, float 2.500000e-01, float -1.000000e+00)
  %124 = fadd float %123, %120
  %125 = sitofp i32 %117 to float
  %126 = fmul float %125, 0x3E80000000000000
  %127 = tail call float @llvm.fma.f32(float %124, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %128 = tail call float @llvm.fma.f32(float %127, float %124, float 0xBFC0EF1C00000000)
  %129 = tail call float @llvm.fma.f32(float %128, float %124, float 0x3FC28C8EA0000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %124, float 0xBFC54D1BA0000000)
  %131 = tail call float @llvm.fma.f32(float %130, float %124, float 0x3FC995F3C0000000)
  %132 = tail call float @llvm.fma.f32(float %131, float %124, float 0xBFD0000840000000)
  %133 = tail call float @llvm.fma.f32(float %132, float %124, float 0x3FD5555CC0000000)
  %134 = tail call float @llvm.fma.f32(float %133, float %124, float -5.000000e-01)
  %135 = fmul float %124, %134
  %136 = tail call float @llvm.fma.f32(float %135, float %124, float %124)
  %137 = tail call float @llvm.fma.f32(float %126, float 0x3FE62E4300000000, float %136)
  %138 = icmp ugt i32 %118, 2139095039
  %139 = icmp sgt i32 %118, -1082130432
  %140 = tail call float @llvm.fma.f32(float %113, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %141 = select i1 %139, float %140, float %137
  %142 = fcmp oeq float %113, 0.000000e+00
  %143 = select i1 %142, float -0.000000e+00, float %141
  %144 = select i1 %138, float %143, float %137
  br label %145

145:                                              ; preds = %2, %101, %99, %83, %61, %44, %40, %5, %3
  %146 = phi float [ %98, %83 ], [ %82, %61 ], [ %60, %44 ], [ %43, %40 ], [ %8, %5 ], [ %4, %3 ], [ %144, %101 ], [ %1, %99 ], [ %1, %2 ]
  ret float %146
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @bias_activation(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = mul nsw i32 %4, %3
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %168

14:                                               ; preds = %6
  %15 = srem i32 %11, %4
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !9
  %19 = sext i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !9
  %22 = fadd contract float %18, %21
  switch i32 %5, label %165 [
    i32 7, label %119
    i32 1, label %23
    i32 2, label %25
    i32 3, label %29
    i32 4, label %64
    i32 5, label %81
    i32 6, label %103
  ]

23:                                               ; preds = %14
  %24 = tail call noundef float @llvm.maxnum.f32(float %22, float 0.000000e+00)
  br label %165

25:                                               ; preds = %14
  %26 = fcmp contract ogt float %22, 0.000000e+00
  %27 = fmul contract float %22, 1.250000e-01
  %28 = select contract i1 %26, float %22, float %27
  br label %165

29:                                               ; preds = %14
  %30 = fmul contract float %22, 5.000000e-01
  %31 = fmul contract float %22, 0x3FE6A09E60000000
  %32 = tail call float @llvm.nvvm.fabs.f(float %31) #5
  %33 = fcmp oge float %32, 0x3FF00C1FC0000000
  %34 = fmul float %31, %31
  %35 = select i1 %33, float %32, float %34
  %36 = select i1 %33, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %37 = select i1 %33, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %38 = tail call float @llvm.fma.f32(float %36, float %35, float %37)
  %39 = select i1 %33, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %40 = tail call float @llvm.fma.f32(float %38, float %35, float %39)
  %41 = select i1 %33, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %42 = tail call float @llvm.fma.f32(float %40, float %35, float %41)
  %43 = select i1 %33, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %44 = tail call float @llvm.fma.f32(float %42, float %35, float %43)
  %45 = select i1 %33, float 0x3FED369F20000000, float 0xBFD8127580000000
  %46 = tail call float @llvm.fma.f32(float %44, float %35, float %45)
  %47 = select i1 %33, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %48 = tail call float @llvm.fma.f32(float %46, float %35, float %47)
  %49 = fneg float %35
  %50 = select i1 %33, float %49, float %31
  %51 = tail call float @llvm.fma.f32(float %48, float %50, float %50)
  br i1 %33, label %52, label %60

52:                                               ; preds = %29
  %53 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %51) #5
  %54 = fsub float 1.000000e+00, %53
  %55 = bitcast float %54 to i32
  %56 = bitcast float %31 to i32
  %57 = and i32 %56, -2147483648
  %58 = or i32 %57, %55
  %59 = bitcast i32 %58 to float
  br label %60

60:                                               ; preds = %52, %29
  %61 = phi float [ %59, %52 ], [ %51, %29 ]
  %62 = fadd contract float %61, 1.000000e+00
  %63 = fmul contract float %30, %62
  br label %165

64:                                               ; preds = %14
  %65 = fneg contract float %22
  %66 = tail call float @llvm.fma.f32(float %65, float 0x3F777313A0000000, float 5.000000e-01)
  %67 = tail call float @llvm.nvvm.saturate.f(float %66) #5
  %68 = tail call float @llvm.nvvm.fma.rm.f(float %67, float 2.520000e+02, float 0x4168000020000000) #5
  %69 = fadd float %68, 0xC168000FE0000000
  %70 = fneg float %69
  %71 = tail call float @llvm.fma.f32(float %65, float 0x3FF7154760000000, float %70)
  %72 = tail call float @llvm.fma.f32(float %65, float 0x3E54AE0C00000000, float %71)
  %73 = bitcast float %68 to i32
  %74 = shl i32 %73, 23
  %75 = bitcast i32 %74 to float
  %76 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %72) #5
  %77 = fmul float %76, %75
  %78 = fadd contract float %77, 1.000000e+00
  %79 = fdiv contract float 1.000000e+00, %78
  %80 = fmul contract float %22, %79
  br label %165

81:                                               ; preds = %14
  %82 = tail call float @llvm.nvvm.fabs.f(float %22) #5
  %83 = fmul float %82, 0x4007154760000000
  %84 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %83) #5
  %85 = fadd float %84, 1.000000e+00
  %86 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %85) #6, !srcloc !8
  %87 = tail call float @llvm.fma.f32(float %86, float -2.000000e+00, float 1.000000e+00)
  %88 = fcmp oge float %82, 0x4022059680000000
  %89 = select i1 %88, float 1.000000e+00, float %87
  %90 = bitcast float %89 to i32
  %91 = bitcast float %22 to i32
  %92 = and i32 %91, -2147483648
  %93 = or i32 %92, %90
  %94 = bitcast i32 %93 to float
  %95 = fmul float %22, %22
  %96 = tail call float @llvm.fma.f32(float %95, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %95, float 0x3FC10B2820000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %95, float 0xBFD5553DA0000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %95, float 0.000000e+00)
  %100 = tail call float @llvm.fma.f32(float %99, float %22, float %22)
  %101 = fcmp oge float %82, 0x3FE3333340000000
  %102 = select i1 %101, float %94, float %100
  br label %165

103:                                              ; preds = %14
  %104 = fneg contract float %22
  %105 = tail call float @llvm.fma.f32(float %104, float 0x3F777313A0000000, float 5.000000e-01)
  %106 = tail call float @llvm.nvvm.saturate.f(float %105) #5
  %107 = tail call float @llvm.nvvm.fma.rm.f(float %106, float 2.520000e+02, float 0x4168000020000000) #5
  %108 = fadd float %107, 0xC168000FE0000000
  %109 = fneg float %108
  %110 = tail call float @llvm.fma.f32(float %104, float 0x3FF7154760000000, float %109)
  %111 = tail call float @llvm.fma.f32(float %104, float 0x3E54AE0C00000000, float %110)
  %112 = bitcast float %107 to i32
  %113 = shl i32 %112, 23
  %114 = bitcast i32 %113 to float
  %115 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %111) #5
  %116 = fmul float %115, %114
  %117 = fadd contract float %116, 1.000000e+00
  %118 = fdiv contract float 1.000000e+00, %117
  br label %165

119:                                              ; preds = %14
  %120 = fcmp contract ogt float %22, 2.000000e+01
  br i1 %120, label %165, label %121

121:                                              ; preds = %119
  %122 = tail call float @llvm.fma.f32(float %22, float 0x3F777313A0000000, float 5.000000e-01)
  %123 = tail call float @llvm.nvvm.saturate.f(float %122) #5
  %124 = tail call float @llvm.nvvm.fma.rm.f(float %123, float 2.520000e+02, float 0x4168000020000000) #5
  %125 = fadd float %124, 0xC168000FE0000000
  %126 = fneg float %125
  %127 = tail call float @llvm.fma.f32(float %22, float 0x3FF7154760000000, float %126)
  %128 = tail call float @llvm.fma.f32(float %22, float 0x3E54AE0C00000000, float %127)
  %129 = bitcast float %124 to i32
  %130 = shl i32 %129, 23
  %131 = bitcast i32 %130 to float
  %132 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %128) #5
  %133 = fmul float %132, %131
  %134 = tail call float @llvm.nvvm.add.rz.f(float %133, float 1.000000e+00) #5
  %135 = bitcast float %134 to i32
  %136 = add i32 %135, -1061158912
  %137 = and i32 %136, -8388608
  %138 = bitcast float %133 to i32
  %139 = sub i32 %138, %137
  %140 = bitcast i32 %139 to float
  %141 = sub i32 1082130432, %137
  %142 = bitcast i32 %141 to float
  %143 = tail call float @llvm.fma.f32(float %142, float 2.500000e-01, float -1.000000e+00)
  %144 = fadd float %143, %140
  %145 = sitofp i32 %137 to float
  %146 = fmul float %145, 0x3E80000000000000
  %147 = tail call float @llvm.fma.f32(float %144, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %144, float 0xBFC0EF1C00000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %144, float 0x3FC28C8EA0000000)
  %150 = tail call float @llvm.fma.f32(float %149, float %144, float 0xBFC54D1BA0000000)
  %151 = tail call float @llvm.fma.f32(float %150, float %144, float 0x3FC995F3C0000000)
  %152 = tail call float @llvm.fma.f32(float %151, float %144, float 0xBFD0000840000000)
  %153 = tail call float @llvm.fma.f32(float %152, float %144, float 0x3FD5555CC0000000)
  %154 = tail call float @llvm.fma.f32(float %153, float %144, float -5.000000e-01)
  %155 = fmul float %144, %154
  %156 = tail call float @llvm.fma.f32(float %155, float %144, float %144)
  %157 = tail call float @llvm.fma.f32(float %146, float 0x3FE62E4300000000, float %156)
  %158 = icmp ugt i32 %138, 2139095039
  %159 = icmp sgt i32 %138, -1082130432
  %160 = tail call float @llvm.fma.f32(float %133, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %161 = select i1 %159, float %160, float %157
  %162 = fcmp oeq float %133, 0.000000e+00
  %163 = select i1 %162, float -0.000000e+00, float %161
  %164 = select i1 %158, float %163, float %157
  br label %165

165:                                              ; preds = %14, %23, %25, %60, %64, %81, %103, %119, %121
  %166 = phi float [ %118, %103 ], [ %102, %81 ], [ %80, %64 ], [ %63, %60 ], [ %28, %25 ], [ %24, %23 ], [ %164, %121 ], [ %22, %119 ], [ %22, %14 ]
  %167 = getelementptr inbounds float, ptr %2, i64 %16
  store float %166, ptr %167, align 4, !tbaa !9
  br label %168

168:                                              ; preds = %6, %165
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { nofree nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @bias_activation, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{i32 21584}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
